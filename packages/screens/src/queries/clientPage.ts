// Pages a list the server answers whole (access types, pat defaults, filters) the way the generic list screens
// expect a Laravel page: search, sort and slice on the client. Pure, so it is unit-tested.
import type { ListParams, Page } from '@factory/api';

/** The text of a row that search looks in, and the value a column sorts by. */
export interface ClientPaging<Row> {
  searchText: (row: Row) => string;
  sortValue?: (row: Row, column: string) => string | number;
}

export function clientPage<Row>(rows: readonly Row[], params: ListParams, paging: ClientPaging<Row>): Page<Row> {
  const needle = params.search?.trim().toLocaleLowerCase() ?? '';
  let found =
    needle === '' ? [...rows] : rows.filter((row) => paging.searchText(row).toLocaleLowerCase().includes(needle));
  const { sort, sortValue } = { sort: params.sort, sortValue: paging.sortValue };
  if (sort && sortValue) {
    const sign = params.direction === 'desc' ? -1 : 1;
    found = found.sort((a, b) => {
      const x = sortValue(a, sort);
      const y = sortValue(b, sort);
      return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
    });
  }
  const total = found.length;
  const perPage = params.perPage === 'all' || params.perPage === undefined ? Math.max(total, 1) : params.perPage;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const currentPage = Math.min(Math.max(1, params.page ?? 1), lastPage);
  const start = (currentPage - 1) * perPage;
  const items = found.slice(start, start + perPage);
  return {
    items,
    currentPage,
    lastPage,
    perPage,
    total,
    from: items.length > 0 ? start + 1 : null,
    to: items.length > 0 ? start + items.length : null,
    links: [],
  };
}
