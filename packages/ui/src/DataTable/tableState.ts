/**
 * The DataTable's rules as pure functions: the three-step sort cycle, case-insensitive search over
 * every value of a row, page sizes and paging. No React, so each rule is unit-tested on its own.
 */

/** Page sizes offered to the user, in order; `'all'` shows every row on one page. */
export const pageSizeOptions = [10, 25, 50, 75, 'all'] as const;
export type PageSize = (typeof pageSizeOptions)[number];
export const defaultPageSize: PageSize = 10;

/** The page size a text names, as a select's option value holds it ("25", "all"); anything else is the default. */
export function pageSizeOf(text: string): PageSize {
  return pageSizeOptions.find((size) => String(size) === text) ?? defaultPageSize;
}

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

/** The rows a page shows, counted from 1 among all `totalRows` ("11–20 of 610"); `null` when there are none. */
export function rowRange(page: number, pageSize: PageSize, totalRows: number): { first: number; last: number } | null {
  if (totalRows === 0) return null;
  if (pageSize === 'all') return { first: 1, last: totalRows };
  const first = (page - 1) * pageSize + 1;
  return { first, last: Math.min(totalRows, first + pageSize - 1) };
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

// Letters, digits, spaces and hyphens: for these the collator's order (space, then hyphen, then digits, then letters,
// case ignored) is that of lower-cased ASCII, once digit runs are made to compare by value.
const plainText = /^[A-Za-z0-9 -]*$/;
const longestPlainRun = 15;

/**
 * A key whose plain string order (`<`) is `compareValues`' order for `text`, or null when `text` has other characters.
 * Each digit run becomes its length (one character, `1`…`?`) and its digits without leading zeros, so "9" < "10".
 * Comparing such keys costs a fraction of a collator call, which makes sorting a large column several times faster.
 */
export function plainSortKey(text: string): string | null {
  if (!plainText.test(text)) return null;
  let tooLong = false;
  const key = text.toLowerCase().replace(/\d+/g, (run) => {
    const digits = run.replace(/^0+(?=\d)/, '');
    if (digits.length > longestPlainRun) tooLong = true;
    return String.fromCharCode(0x30 + digits.length) + digits;
  });
  return tooLong ? null : key;
}

/** The plain sort keys of a column's values (blanks stay blank), or null unless every other value is plain text. */
function plainSortKeys(values: readonly unknown[]): (string | null)[] | null {
  const keys: (string | null)[] = [];
  for (const value of values) {
    if (isBlank(value)) keys.push(null);
    else if (typeof value !== 'string') return null;
    else {
      const key = plainSortKey(value);
      if (key === null) return null;
      keys.push(key);
    }
  }
  return keys;
}

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
  /** The rows of the current page, searched and sorted (the given array itself when that is all of them, in order). */
  rows: readonly Row[];
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

const isSearchable = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || value instanceof Date;

/** A row's searchable text: its primitive values lower-cased, joined by a character no search contains. */
function searchTextOf(values: Values): string {
  let text = '';
  for (const value of Object.values(values))
    if (isSearchable(value)) text += `${String(value).toLocaleLowerCase()}\u0000`;
  return text;
}

/**
 * `applyQuery` for tables that answer many queries over the same rows: each row's search text and each
 * column's sort order are computed once, a search that extends the previous one only looks at its matches,
 * and the searched-and-sorted order is kept until the search or the sort changes, so paging costs only the page.
 */
interface RowQuery<Row> {
  /** The same answer as `applyQuery(rows, query, values)`, and where each row shown is among the given rows. */
  run(query: TableQuery): RowQueryView<Row>;
  /** Builds the search text of up to `count` more rows (for idle time); returns whether all rows are done. */
  prepareSearch(count: number): boolean;
}

export interface RowQueryView<Row> extends TableView<Row> {
  /** The index among the given rows of the view's row `index` (a row's key when a table has no row ids). */
  positionOf(index: number): number;
}

export function createRowQuery<Row>(rows: readonly Row[], values: (row: Row) => Values): RowQuery<Row> {
  const texts: string[] = [];
  const prepareSearch = (count: number) => {
    const end = Math.min(rows.length, texts.length + count);
    for (let i = texts.length; i < end; i++) texts.push(searchTextOf(values(rows[i] as Row)));
    return texts.length === rows.length;
  };

  // The last search: its needle and the indices (in original order) of the rows it matched.
  let searched: { needle: string; matches: Int32Array } | null = null;
  const matching = (needle: string): Int32Array | null => {
    if (needle === '') return null;
    if (searched?.needle === needle) return searched.matches;
    prepareSearch(rows.length);
    // Typing on narrows the previous matches; anything else starts from all rows.
    const from = searched && needle.includes(searched.needle) ? searched.matches : null;
    const found = new Int32Array(from ? from.length : rows.length);
    let count = 0;
    const total = from ? from.length : rows.length;
    for (let k = 0; k < total; k++) {
      const i = from ? (from[k] as number) : k;
      if ((texts[i] as string).includes(needle)) found[count++] = i;
    }
    searched = { needle, matches: found.subarray(0, count) };
    return searched.matches;
  };

  // Per column: row indices in ascending order (ties in original order, blanks last) and each row's rank.
  const orders = new Map<string, Int32Array>();
  const ascending = (column: string): Int32Array => {
    const cached = orders.get(column);
    if (cached) return cached;
    const raw = rows.map((row) => {
      const value = values(row)[column];
      return value instanceof Date ? value.getTime() : value;
    });
    const plain = plainSortKeys(raw);
    const keys: readonly unknown[] = plain ?? raw;
    const compare = plain
      ? (x: unknown, y: unknown) => ((x as string) < (y as string) ? -1 : (x as string) > (y as string) ? 1 : 0)
      : compareValues;
    const order = Int32Array.from(keys, (_, i) => i).sort((a, b) => {
      const x = keys[a];
      const y = keys[b];
      const blanks = Number(isBlank(x)) - Number(isBlank(y));
      if (blanks !== 0 || isBlank(x)) return blanks || a - b;
      return compare(x, y) || a - b;
    });
    orders.set(column, order);
    return order;
  };
  const descending = (column: string): Int32Array => {
    const key = `${column}\u0000descending`;
    const cached = orders.get(key);
    if (cached) return cached;
    const up = ascending(column);
    const value = (i: number) => values(rows[i] as Row)[column];
    // Groups of equal values in reverse, each group kept in original order; blanks stay last.
    let blanks = up.length;
    while (blanks > 0 && isBlank(value(up[blanks - 1] as number))) blanks--;
    const down = new Int32Array(up.length);
    let out = 0;
    let end = blanks;
    while (end > 0) {
      let start = end - 1;
      while (start > 0 && compareValues(value(up[start - 1] as number), value(up[end - 1] as number)) === 0) start--;
      for (let k = start; k < end; k++) down[out++] = up[k] as number;
      end = start;
    }
    down.set(up.subarray(blanks), out);
    orders.set(key, down);
    return down;
  };

  // The searched-and-sorted row indices of the last query.
  let ordered: { search: string; sort: TableSort; indices: ArrayLike<number> | null } | null = null;
  const indicesFor = (query: TableQuery): ArrayLike<number> | null => {
    const needle = query.search.trim().toLocaleLowerCase();
    if (ordered && ordered.search === needle && sameSort(ordered.sort, query.sort)) return ordered.indices;
    const matches = matching(needle);
    let indices: ArrayLike<number> | null = matches;
    if (query.sort) {
      const order = query.sort.direction === 'ascending' ? ascending(query.sort.column) : descending(query.sort.column);
      if (!matches) indices = order;
      else {
        const keep = new Uint8Array(rows.length);
        for (const i of matches) keep[i] = 1;
        const kept = new Int32Array(matches.length);
        let count = 0;
        for (const i of order) if (keep[i]) kept[count++] = i;
        indices = kept;
      }
    }
    ordered = { search: needle, sort: query.sort, indices };
    return indices;
  };

  return {
    prepareSearch,
    run(query) {
      const indices = indicesFor(query);
      const totalRows = indices ? indices.length : rows.length;
      const count = pageCount(totalRows, query.pageSize);
      const page = clampPage(query.page, count);
      const start = query.pageSize === 'all' ? 0 : (page - 1) * query.pageSize;
      const end = query.pageSize === 'all' ? totalRows : Math.min(totalRows, start + query.pageSize);
      const positionOf = (index: number) => (indices ? (indices[start + index] as number) : start + index);
      // Every row in its own order ('All', no search, no sort): the rows themselves, not a copy of 100,000 of them.
      if (!indices && start === 0 && end === rows.length)
        return { rows, totalRows, page, pageCount: count, positionOf };
      const shown: Row[] = [];
      for (let k = start; k < end; k++) shown.push(rows[indices ? (indices[k] as number) : k] as Row);
      return { rows: shown, totalRows, page, pageCount: count, positionOf };
    },
  };
}

const sameSort = (a: TableSort, b: TableSort) => a?.column === b?.column && a?.direction === b?.direction;
