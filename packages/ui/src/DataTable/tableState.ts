/**
 * The DataTable's rules as pure functions: the three-step sort cycle, case-insensitive search over
 * every value of a row, page sizes and paging. No React, so each rule is unit-tested on its own.
 */

/** Page sizes offered to the user, in order; `'all'` shows every row on one page. */
export const pageSizeOptions = [10, 25, 50, 75, 'all'] as const;
export type PageSize = (typeof pageSizeOptions)[number];
export const defaultPageSize: PageSize = 10;

export type SortDirection = 'ascending' | 'descending';

/** The column a table is sorted by and in which direction; `null` means the original order. */
export type TableSort = { column: string; direction: SortDirection } | null;

/** Everything the user controls about which rows are shown. Pages count from 1. */
export interface TableQuery {
  page: number;
  pageSize: PageSize;
  sort: TableSort;
  search: string;
}

export const initialQuery: TableQuery = { page: 1, pageSize: defaultPageSize, sort: null, search: '' };

/**
 * The sort after the user activates `column`'s header: ascending → descending → unsorted, and a
 * different column always starts again at ascending.
 */
export function nextSort(current: TableSort, column: string): TableSort {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return current.direction === 'ascending' ? { column, direction: 'descending' } : null;
}

/** Sorting keeps the page the user is on (the spec resets it only on search and size changes). */
export function withSort(query: TableQuery, column: string): TableQuery {
  return { ...query, sort: nextSort(query.sort, column) };
}

/** A new search shows its first page. */
export function withSearch(query: TableQuery, search: string): TableQuery {
  return { ...query, search, page: 1 };
}

/** A new page size shows its first page. */
export function withPageSize(query: TableQuery, pageSize: PageSize): TableQuery {
  return { ...query, pageSize, page: 1 };
}

/** Moves to `page`, kept within 1…pageCount. */
export function withPage(query: TableQuery, page: number, totalRows: number): TableQuery {
  return { ...query, page: clampPage(page, pageCount(totalRows, query.pageSize)) };
}

/** How many pages `totalRows` make; an empty table still has one (empty) page. */
export function pageCount(totalRows: number, pageSize: PageSize): number {
  if (pageSize === 'all') return 1;
  return Math.max(1, Math.ceil(totalRows / pageSize));
}

function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), count);
}

type Values = Readonly<Record<string, unknown>>;

/** Whether any primitive value of the row contains `search`, ignoring case and surrounding spaces. */
export function matchesSearch(values: Values, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return Object.values(values).some(
    (value) =>
      (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || value instanceof Date) &&
      String(value).toLocaleLowerCase().includes(needle),
  );
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Numbers and dates by value, everything else as text in natural order ("item 2" before "item 10"). */
export function compareValues(a: unknown, b: unknown): number {
  const x = a instanceof Date ? a.getTime() : a;
  const y = b instanceof Date ? b.getTime() : b;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return collator.compare(String(x), String(y));
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A sorted copy; ties keep their original order and blank values go last in both directions. */
export function sortRows<Row>(rows: readonly Row[], sort: TableSort, values: (row: Row) => Values): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((ra, rb) => {
    const a = values(ra)[sort.column];
    const b = values(rb)[sort.column];
    if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b));
    return sign * compareValues(a, b);
  });
}

/** What one page of a client-side table shows. */
export interface TableView<Row> {
  /** The rows of the current page, searched and sorted. */
  rows: Row[];
  /** How many rows match the search, over all pages. */
  totalRows: number;
  /** The current page, pulled back inside the range when the data shrank. */
  page: number;
  pageCount: number;
}

/** Search, then sort, then cut out the current page. */
export function applyQuery<Row>(rows: readonly Row[], query: TableQuery, values: (row: Row) => Values): TableView<Row> {
  const matching = rows.filter((row) => matchesSearch(values(row), query.search));
  const sorted = sortRows(matching, query.sort, values);
  const count = pageCount(sorted.length, query.pageSize);
  const page = clampPage(query.page, count);
  if (query.pageSize === 'all') return { rows: sorted, totalRows: sorted.length, page, pageCount: count };
  const start = (page - 1) * query.pageSize;
  return { rows: sorted.slice(start, start + query.pageSize), totalRows: sorted.length, page, pageCount: count };
}
