// A list's page, size, sort and search live in the URL (a list can be linked, survives reload and Back).
import { type ListParams, recordId } from '@factory/api';
import { initialQuery, type PageSize, pageSizeOptions, type TableQuery, type TableSort } from '@factory/ui';

const sizes: readonly string[] = pageSizeOptions.map(String);

/** The URL's word for "unsorted" where the list's default is a sort (the sort cycle's third step). */
const unsorted = 'none';

/**
 * A list's sort before the user chooses one: by its first sortable column (the title), A to Z; none for a list that
 * has its own order (staff arrange it, and the order is what they come to see).
 */
export function defaultSortOf(
  columns: readonly { key: string; sortable?: boolean }[],
  hasOwnOrder: boolean,
): TableSort {
  const first = columns.find((column) => column.sortable);
  return hasOwnOrder || !first ? null : { column: first.key, direction: 'ascending' };
}

/** A list's sort before the user picks one: as its definition says, else `defaultSortOf` its columns. */
export const listSortOf = (list: {
  defaultSort?: TableSort;
  columns: readonly { key: string; sortable?: boolean }[];
  reorder?: unknown;
}): TableSort =>
  list.defaultSort === undefined ? defaultSortOf(list.columns, list.reorder !== undefined) : list.defaultSort;

/** The table query a URL asks for; anything missing or unreadable falls back to the table's default. */
export function queryFromSearch(search: URLSearchParams, defaultSort: TableSort = null): TableQuery {
  const size = search.get('size') ?? '';
  const sort = search.get('sort');
  const direction = search.get('direction') === 'desc' ? 'descending' : 'ascending';
  return {
    page: recordId(search.get('page')) ?? initialQuery.page,
    pageSize: sizes.includes(size) ? (size === 'all' ? 'all' : (Number(size) as PageSize)) : initialQuery.pageSize,
    sort: sort === unsorted ? null : sort ? { column: sort, direction } : defaultSort,
    search: search.get('search') ?? '',
  };
}

/** The URL's search part for a table query; defaults are left out so a fresh list has a clean address. */
export function searchFromQuery(query: TableQuery, defaultSort: TableSort = null): URLSearchParams {
  const search = new URLSearchParams();
  if (query.search) search.set('search', query.search);
  const isDefault = query.sort?.column === defaultSort?.column && query.sort?.direction === defaultSort?.direction;
  if (!query.sort && !isDefault) search.set('sort', unsorted);
  else if (query.sort && !isDefault) {
    search.set('sort', query.sort.column);
    search.set('direction', query.sort.direction === 'descending' ? 'desc' : 'asc');
  }
  if (query.pageSize !== initialQuery.pageSize) search.set('size', String(query.pageSize));
  if (query.page !== initialQuery.page) search.set('page', String(query.page));
  return search;
}

/** What the list call asks the server for. */
export function listParamsOf(query: TableQuery): ListParams {
  return {
    page: query.pageSize === 'all' ? 1 : query.page,
    perPage: query.pageSize,
    sort: query.sort?.column,
    direction: query.sort ? (query.sort.direction === 'descending' ? 'desc' : 'asc') : undefined,
    search: query.search,
  };
}

/** A list's filter values from the address: each filter's key names its parameter (`?role_id=2&is_active=1`). */
export function filtersFromSearch(search: URLSearchParams, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.flatMap((key) => (search.get(key) ? [[key, search.get(key) as string]] : [])));
}

/** The address with one filter set (or cleared with `''`); the list starts again at its first page. */
export function withFilter(search: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(key, value);
  else next.delete(key);
  next.delete('page');
  return next;
}

/** What the list call sends for the filters: `filter[role_id]=2` (Laravel query-builder's convention). */
export function filterFields(filters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [`filter[${key}]`, value]));
}

/** How a list reads its address: its sort before the user chooses one, and its filters' keys. */
export interface ListAddress {
  defaultSort: TableSort;
  filterKeys: readonly string[];
}

/**
 * The list call's params for an address: page, size, sort, search and filters. The list screen and the app's
 * prefetch of a visit (routeReads.ts) both read the address through it, so they ask for the same page.
 */
export function listParamsFromSearch(search: URLSearchParams, { defaultSort, filterKeys }: ListAddress): ListParams {
  return {
    ...listParamsOf(queryFromSearch(search, defaultSort)),
    extra: filterFields(filtersFromSearch(search, filterKeys)),
  };
}
