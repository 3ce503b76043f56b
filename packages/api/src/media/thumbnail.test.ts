import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './thumbnail.ts';

describe('thumbnailUrl', () => {
  it('puts the file in the 600x600 folder beside it (the rule in docs/decisions.md)', () => {
    expect(thumbnailUrl('/media/products/p-12-1.svg')).toBe('/media/products/600x600/p-12-1.svg');
  });

  it('works for absolute URLs and keeps the query string and fragment', () => {
    expect(thumbnailUrl('https://bucket.example.com/media/products/p-12-1.jpg?v=3&w=1#top')).toBe(
      'https://bucket.example.com/media/products/600x600/p-12-1.jpg?v=3&w=1#top',
    );
    expect(thumbnailUrl('https://bucket.example.com/p-1.png')).toBe('https://bucket.example.com/600x600/p-1.png');
  });

  it('ignores slashes inside the query string', () => {
    expect(thumbnailUrl('/media/a.svg?next=/x/y')).toBe('/media/600x600/a.svg?next=/x/y');
  });

  it('handles a bare file name', () => {
    expect(thumbnailUrl('p-12-1.svg')).toBe('600x600/p-12-1.svg');
  });

  it('takes another size', () => {
    expect(thumbnailUrl('/media/products/p-12-1.svg', 300)).toBe('/media/products/300x300/p-12-1.svg');
  });

  it('does not nest a thumbnail in its own folder', () => {
    expect(thumbnailUrl('/media/products/600x600/p-12-1.svg')).toBe('/media/products/600x600/p-12-1.svg');
    expect(thumbnailUrl('/media/products/600x600/p-12-1.svg', 300)).toBe('/media/products/600x600/300x300/p-12-1.svg');
  });
});
