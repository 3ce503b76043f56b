import { describe, expect, it } from 'vitest';
import {
  defaultSortOf,
  filterFields,
  filtersFromSearch,
  listParamsOf,
  queryFromSearch,
  searchFromQuery,
  withFilter,
} from './listQuery.ts';

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
    // The one id rule: a page number in another spelling is page 1, not page 16.
    for (const page of ['0x10', '1e1', '%207'])
      expect(queryFromSearch(new URLSearchParams(`page=${page}`)).page).toBe(1);
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

  it('sorts a list by its first sortable column by default, and keeps unsorted in the address', () => {
    const byName = { column: 'name', direction: 'ascending' as const };
    expect(queryFromSearch(new URLSearchParams(''), byName).sort).toEqual(byName);
    // The default is left out of the address; the cycle's "unsorted" step is written, so it survives a reload.
    const fresh = { page: 1, pageSize: 10 as const, sort: byName, search: '' };
    expect(searchFromQuery(fresh, byName).toString()).toBe('');
    const unsortedList = { ...fresh, sort: null };
    expect(searchFromQuery(unsortedList, byName).toString()).toBe('sort=none');
    expect(queryFromSearch(searchFromQuery(unsortedList, byName), byName).sort).toBeNull();
    const descending = { ...fresh, sort: { column: 'name', direction: 'descending' as const } };
    expect(queryFromSearch(searchFromQuery(descending, byName), byName)).toEqual(descending);
  });

  it('takes the first sortable column as the default sort, none for a list with its own order', () => {
    const columns = [{ key: 'id' }, { key: 'title', sortable: true }, { key: 'code', sortable: true }];
    expect(defaultSortOf(columns, false)).toEqual({ column: 'title', direction: 'ascending' });
    expect(defaultSortOf(columns, true)).toBeNull();
    expect(defaultSortOf([{ key: 'title' }], false)).toBeNull();
  });

  it('keeps the filters in the address and sends them as filter[key]', () => {
    const search = new URLSearchParams('role_id=2&page=3&search=lee&colour=red');
    expect(filtersFromSearch(search, ['role_id', 'is_active'])).toEqual({ role_id: '2' });
    expect(withFilter(search, 'is_active', '0').toString()).toBe('role_id=2&search=lee&colour=red&is_active=0');
    expect(withFilter(search, 'role_id', '').toString()).toBe('search=lee&colour=red');
    expect(filterFields({ role_id: '2', is_active: '0' })).toEqual({
      'filter[role_id]': '2',
      'filter[is_active]': '0',
    });
  });
});
