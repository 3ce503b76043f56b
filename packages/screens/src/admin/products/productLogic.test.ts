import { initialQuery } from '@factory/ui';
import { describe, expect, it } from 'vitest';
import {
  canReorder,
  emptyProductValues,
  moveImage,
  placeOf,
  productInputOf,
  productQueryOf,
  savedIdHint,
} from './productLogic.ts';

describe('the product list query', () => {
  it('sends the page, size, trimmed search as q and a known sort', () => {
    expect(
      productQueryOf({ page: 3, pageSize: 25, search: ' dino ', sort: { column: 'title', direction: 'descending' } }),
    ).toEqual({ page: 3, perPage: 25, q: 'dino', sort: 'title', direction: 'desc' });
  });
  it('drops a sort the server does not know and asks page 1 for every row', () => {
    expect(
      productQueryOf({ page: 4, pageSize: 'all', search: '', sort: { column: 'images', direction: 'ascending' } }),
    ).toEqual({ page: 1, perPage: 'all', q: undefined, sort: undefined, direction: undefined });
  });
  it('allows moving only in the unsorted, unsearched list, counting places across pages', () => {
    expect(canReorder(initialQuery)).toBe(true);
    expect(canReorder({ ...initialQuery, search: 'x' })).toBe(false);
    expect(canReorder({ ...initialQuery, sort: { column: 'id', direction: 'ascending' } })).toBe(false);
    expect(placeOf({ ...initialQuery, page: 3, pageSize: 10 }, 4)).toBe(25);
  });
});

describe('the product form', () => {
  it('turns spaces of a new id into hyphens and empty numbers into null', () => {
    const input = productInputOf({ ...emptyProductValues, id: ' ABC 123 ', title: ' Dino ', volume: Number.NaN });
    expect(input.id).toBe('ABC-123');
    expect(input.title).toBe('Dino');
    expect(input.volume).toBeNull();
    expect(input.description).toBeNull();
    expect(input.is_locked).toBe(0);
  });
  it('says what a typed id will be saved as', () => {
    expect(savedIdHint('ABC 123')).toBe('Will be saved as ABC-123.');
    expect(savedIdHint('ABC-123')).toBe('Spaces become hyphens.');
  });
});

describe('images', () => {
  const images = [
    { id: 1, url: 'a' },
    { id: 2, url: 'b' },
    { id: 3, url: 'c' },
  ];
  it('move one place earlier or later, never past the ends', () => {
    expect(moveImage(images, 2, -1).map((i) => i.id)).toEqual([1, 3, 2]);
    expect(moveImage(images, 0, 1).map((i) => i.id)).toEqual([2, 1, 3]);
    expect(moveImage(images, 0, -1).map((i) => i.id)).toEqual([1, 2, 3]);
  });
});
