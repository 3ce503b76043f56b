import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { decodeHtmlEntities } from './htmlEntities.ts';
import { type Paginated, pageSchema } from './pagination.ts';

const laravelPage: Paginated<{ id: number }> = {
  data: [{ id: 11 }, { id: 12 }],
  links: {
    first: 'http://api.test/api/product?page=1',
    last: 'http://api.test/api/product?page=3',
    prev: 'http://api.test/api/product?page=1',
    next: 'http://api.test/api/product?page=3',
  },
  meta: {
    current_page: 2,
    last_page: 3,
    per_page: 10,
    total: 22,
    from: 11,
    to: 20,
    links: [
      { url: 'http://api.test/api/product?page=1', label: '&laquo; Previous', page: 1, active: false },
      { url: 'http://api.test/api/product?page=1', label: '1', page: 1, active: false },
      { url: 'http://api.test/api/product?page=2', label: '2', page: 2, active: true },
      { url: null, label: '...', active: false },
      { url: 'http://api.test/api/product?page=3', label: 'Next &raquo;', active: false },
    ],
  },
};

describe('pageSchema', () => {
  const page = pageSchema(z.object({ id: z.number() })).parse(laravelPage);

  it('keeps the items and the counts', () => {
    expect(page).toMatchObject({
      items: [{ id: 11 }, { id: 12 }],
      currentPage: 2,
      lastPage: 3,
      perPage: 10,
      total: 22,
    });
    expect([page.from, page.to]).toEqual([11, 20]);
  });

  it('decodes the HTML labels and resolves each link page (from the URL when Laravel sends none)', () => {
    expect(page.links).toEqual([
      { url: 'http://api.test/api/product?page=1', label: '« Previous', page: 1, active: false },
      { url: 'http://api.test/api/product?page=1', label: '1', page: 1, active: false },
      { url: 'http://api.test/api/product?page=2', label: '2', page: 2, active: true },
      { url: null, label: '...', page: null, active: false },
      { url: 'http://api.test/api/product?page=3', label: 'Next »', page: 3, active: false },
    ]);
  });

  it('rejects a page without meta', () => {
    expect(pageSchema(z.object({ id: z.number() })).safeParse({ data: [] }).success).toBe(false);
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes named and numeric entities and leaves unknown ones', () => {
    expect(decodeHtmlEntities('&lsaquo; &amp; &#8250; &#x00BB; &bogus;')).toBe('‹ & › » &bogus;');
  });
});
