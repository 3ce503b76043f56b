import { describe, expect, it } from 'vitest';
import { emptyProductValues, moveImage, productInputOf, savedIdHint } from './adminProductLogic.ts';

describe('the product form', () => {
  it('turns spaces of a new id into hyphens and empty numbers into null', () => {
    const input = productInputOf({ ...emptyProductValues, id: ' ABC 123 ', title: ' Dino ', volume: Number.NaN });
    expect(input.id).toBe('ABC-123');
    expect(input.title).toBe('Dino');
    expect(input.volume).toBeNull();
    expect(input.description).toBeNull();
    expect(input.is_locked).toBe(0);
  });
  it("sends a new product's pictures and ticked filter choices with its create, a record's changes with its save", () => {
    const front = new File(['<svg/>'], 'front.svg', { type: 'image/svg+xml' });
    const values = { ...emptyProductValues, images: [front], filter_changes: { '1:1': true } };
    const created = productInputOf(values, 'create');
    expect([created.images, created.filter_changes, created.wishlist_changes]).toEqual([
      [front],
      { '1:1': true },
      undefined,
    ]);
    const saved = productInputOf({ ...values, wishlist_changes: { 2: true } }, 'edit');
    expect([saved.images, saved.filter_changes, saved.wishlist_changes]).toEqual([
      undefined,
      { '1:1': true },
      { 2: true },
    ]);
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
