import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DataTableProps } from './dataTableTypes.ts';
import {
  createRowQuery,
  initialQuery,
  type PageSize,
  pageCount,
  type RowQueryView,
  type TableQuery,
  withPageSize,
  withSearch,
} from './tableState.ts';
import { whenIdle } from './whenIdle.ts';

const valuesOf = <Row extends object>(row: Row) => row as Readonly<Record<string, unknown>>;

/**
 * The table's query (page, size, sort, search), controlled or its own, and the page it shows: computed here from all
 * rows, or in server mode (`totalRows` given) the rows as the caller sent them.
 */
export function useTableQuery<Row extends object>({
  rows,
  defaultQuery,
  query: controlledQuery,
  onQueryChange,
  totalRows,
}: Pick<DataTableProps<Row>, 'rows' | 'defaultQuery' | 'query' | 'onQueryChange' | 'totalRows'>) {
  const [ownQuery, setOwnQuery] = useState<TableQuery>({ ...initialQuery, ...defaultQuery });
  const query = controlledQuery ?? ownQuery;
  const update = (next: TableQuery) => {
    if (!controlledQuery) setOwnQuery(next);
    onQueryChange?.(next);
  };
  // The toolbar's handlers read the latest query through a ref, so that they stay the same function and paging,
  // sorting or typing do not re-render the search field and the size picker.
  const latest = useRef({ query, update });
  useLayoutEffect(() => {
    latest.current = { query, update };
  });
  const onSearch = useCallback((search: string) => latest.current.update(withSearch(latest.current.query, search)), []);
  const onPageSize = useCallback(
    (size: PageSize) => latest.current.update(withPageSize(latest.current.query, size)),
    [],
  );

  // Search text and sort orders are computed once per `rows`; each query then costs about its page. Nothing is
  // done per row up front: a row's key is asked for only when it is shown.
  const rowQuery = useMemo(() => createRowQuery(rows, valuesOf), [rows]);
  const isServer = totalRows !== undefined;
  const view: RowQueryView<Row> = useMemo(
    () =>
      isServer
        ? {
            rows,
            totalRows,
            page: query.page,
            pageCount: pageCount(totalRows, query.pageSize),
            positionOf: (index: number) => index,
          }
        : rowQuery.run(query),
    [rows, rowQuery, query, isServer, totalRows],
  );
  useEffect(() => (isServer ? undefined : whenIdle((count) => rowQuery.prepareSearch(count))), [rowQuery, isServer]);
  return { query, update, view, onSearch, onPageSize };
}
