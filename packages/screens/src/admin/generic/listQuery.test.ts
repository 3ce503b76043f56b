import { describe, expect, it } from 'vitest';
import { listParamsOf, queryFromSearch, searchFromQuery } from './listQuery.ts';

describe('list query in the URL', () => {
  it('reads page, size, sort and search from the address', () => {
    expect(queryFromSearch(new URLSearchParams('page=3&size=25&sort=email&direction=desc&search=lee'))).toEqual({
      page: 3,
      pageSize: 25,
      sort: { column: 'email', direction: 'descending' },
      search: 'lee',
    });
  });

  it('falls back to page 1 of 10, unsorted, for a bare or garbled address', () => {
    expect(queryFromSearch(new URLSearchParams('page=-2&size=13'))).toEqual({
      page: 1,
      pageSize: 10,
      sort: null,
      search: '',
    });
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    const query = {
      page: 2,
      pageSize: 'all' as const,
      sort: { column: 'name', direction: 'ascending' as const },
      search: '',
    };
    expect(searchFromQuery(query).toString()).toBe('sort=name&direction=asc&size=all&page=2');
    expect(queryFromSearch(searchFromQuery(query))).toEqual(query);
    expect(searchFromQuery({ page: 1, pageSize: 10, sort: null, search: '' }).toString()).toBe('');
  });

  it('asks the server for the first page when every row is shown', () => {
    expect(listParamsOf({ page: 4, pageSize: 'all', sort: null, search: 'x' })).toEqual({
      page: 1,
      perPage: 'all',
      sort: undefined,
      direction: undefined,
      search: 'x',
    });
  });
});
