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
});
