import { describe, expect, it } from 'vitest';
import { productQueryOf } from './products.ts';

describe('the admin product list read', () => {
  it('sends the page, size, trimmed search as q and a known sort', () => {
    expect(productQueryOf({ page: 3, perPage: 25, search: ' dino ', sort: 'title', direction: 'desc' })).toEqual({
      page: 3,
      perPage: 25,
      q: 'dino',
      sort: 'title',
      direction: 'desc',
    });
  });
  it('drops a sort the server does not know', () => {
    expect(productQueryOf({ page: 1, perPage: 'all', search: '', sort: 'images', direction: 'asc' })).toEqual({
      page: 1,
      perPage: 'all',
      q: undefined,
      sort: undefined,
      direction: undefined,
    });
  });
  it("sends the list's category and locked filters as the product list's own parameters", () => {
    const extra = { 'filter[category_id]': '6', 'filter[is_locked]': '1' };
    expect(productQueryOf({ page: 1, perPage: 10, extra })).toEqual({
      page: 1,
      perPage: 10,
      q: undefined,
      sort: undefined,
      direction: undefined,
      categoryId: 6,
      locked: true,
    });
    expect(productQueryOf({ page: 1, perPage: 10, extra: { 'filter[is_locked]': '0' } })).toMatchObject({
      locked: false,
    });
    expect(productQueryOf({ page: 1, perPage: 10, extra: { 'filter[category_id]': 'x' } })).not.toHaveProperty(
      'categoryId',
    );
  });
});
