import {
  type KeyboardEvent,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  Cell,
  Collection,
  Column,
  Input,
  type Key,
  Label,
  Row,
  SearchField,
  type Selection,
  Table,
  TableBody,
  TableHeader,
  Virtualizer,
  VisuallyHidden,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Pagination } from '../Pagination/Pagination.tsx';
import type { PaginationLabels } from '../Pagination/paginationLogic.ts';
import { Select } from '../Select/Select.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './DataTable.css.ts';
import {
  createRowQuery,
  initialQuery,
  type PageSize,
  pageCount,
  pageSizeOptions,
  type TableQuery,
  withPage,
  withPageSize,
  withSearch,
  withSort,
} from './tableState.ts';
import { focusRowWhenRendered, rowWindow, useWholePageRowNumbers, WindowedTableLayout } from './windowing.ts';

/** A column of a DataTable. */
export interface DataTableColumn<Row> {
  /** The row property this column shows and sorts by; also the column's id. */
  key: string;
  /** The header text. */
  header: string;
  /** Whether activating the header cycles the sort: ascending, descending, unsorted. */
  sortable?: boolean;
  /** Renders the cell; by default the property's value as text. Sorting and search still use the value. */
  cell?: (row: Row) => ReactNode;
  /** Width in px or a fraction of the free space (`'2fr'`); columns share the width equally by default. */
  width?: number | `${number}fr`;
}

export type DataTableSelectionMode = 'none' | 'single' | 'multiple';

export interface DataTableProps<Row extends object> {
  /** Names the table for assistive technology. */
  label: string;
  /** The columns, in display order. The first one names each row for screen readers. */
  columns: readonly DataTableColumn<Row>[];
  /** All rows (client mode) or the rows of the current page as the server sent them (server mode). */
  rows: readonly Row[];
  /** A stable id of a row; without it rows are keyed by their position in `rows`. */
  rowId?: (row: Row) => Key;
  /** Shown in the body when there are no rows to show. */
  emptyText?: string;
  /** Initial page, size, sort and search when the table manages them itself. */
  defaultQuery?: Partial<TableQuery>;
  /** Page, size, sort and search owned by the caller (controlled). Pair with `onQueryChange`. */
  query?: TableQuery;
  /** Called with the next query whenever the user searches, sorts, pages or changes the page size. */
  onQueryChange?: (query: TableQuery) => void;
  /**
   * Server mode: how many rows match on the server. `rows` is then shown as given (already searched,
   * sorted and cut to the page by the caller) and only the page count is computed here.
   */
  totalRows?: number;
  /** A request is running: the current rows stay visible, dimmed, with a busy indicator. */
  isLoading?: boolean;
  /** Whether rows can be selected with checkboxes. */
  selectionMode?: DataTableSelectionMode;
  /** Selected row ids (controlled). */
  selectedKeys?: Selection;
  /** Selected row ids at first (uncontrolled). */
  defaultSelectedKeys?: Selection;
  /** Called when the selection changes. */
  onSelectionChange?: (keys: Selection) => void;
  /** Height of every row in px; rows are virtualised, so a cell renderer must fit in it. */
  rowHeight?: number;
  /** How many rows are visible before the body scrolls under its sticky header. */
  visibleRows?: number;
  /** Replaces any of the English texts (the toolbar's and the pager's), e.g. for another language. */
  labels?: Partial<DataTableLabels>;
}

/** Every text the table shows or announces, besides the caller's own (`label`, headers, `emptyText`). */
export interface DataTableLabels extends PaginationLabels {
  /** The search field's label. */
  search: string;
  /** The page-size picker's label. */
  rowsPerPage: string;
  /** The page-size option that shows every row. */
  allRows: string;
  /** The busy indicator's name while loading. */
  loading: string;
  /** The selection column's header (read by screen readers only). */
  selectColumn: string;
  /** The pager's landmark name, from the table's label. */
  pagination: (tableLabel: string) => string;
}

const defaultLabels: Omit<DataTableLabels, keyof PaginationLabels> = {
  search: 'Search',
  rowsPerPage: 'Rows per page',
  allRows: 'All',
  loading: 'Loading',
  selectColumn: 'Select',
  pagination: (tableLabel) => `${tableLabel} pagination`,
};

interface Entry<Row> {
  key: Key;
  row: Row;
}
const valuesOf = <Row extends object>(entry: Entry<Row>) => entry.row as Readonly<Record<string, unknown>>;

/**
 * A data table (React Aria Table, virtualised): search, sortable columns, page sizes 10/25/50/75/all,
 * previous/next with an `N of M` indicator, optional row selection. Works on its own over all rows, or
 * in server mode where the caller owns the query and passes one page of rows and the total.
 */
export function DataTable<Row extends object>({
  label,
  columns,
  rows,
  rowId,
  emptyText = 'No Data Available',
  defaultQuery,
  query: controlledQuery,
  onQueryChange,
  totalRows,
  isLoading = false,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  rowHeight = 48,
  visibleRows = 10,
  labels,
}: DataTableProps<Row>) {
  // Memoised so the memoised toolbar and header keep their props while only rows, page or sort change.
  const texts = useMemo(() => ({ ...defaultLabels, ...labels }), [labels]);
  const pageSizeItems = useMemo(
    () => pageSizeOptions.map((size) => ({ id: size, label: size === 'all' ? texts.allRows : String(size) })),
    [texts.allRows],
  );
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

  // Entries keep their identity across sorts and pages, so React Aria reuses the rows it already built.
  const entries = useMemo(() => rows.map((row, index) => ({ key: rowId ? rowId(row) : index, row })), [rows, rowId]);
  // Search text and sort orders are computed once per `rows`; each query then costs about its page.
  const rowQuery = useMemo(() => createRowQuery(entries, valuesOf), [entries]);
  const isServer = totalRows !== undefined;
  const view = useMemo(
    () =>
      isServer
        ? { rows: entries, totalRows, page: query.page, pageCount: pageCount(totalRows, query.pageSize) }
        : rowQuery.run(query),
    [entries, rowQuery, query, isServer, totalRows],
  );
  useEffect(() => (isServer ? undefined : whenIdle((count) => rowQuery.prepareSearch(count))), [rowQuery, isServer]);

  // Only a window of the page's rows goes to React Aria (see windowing.ts); `screen` is the scrolled-to screenful.
  const grid = useRef<HTMLDivElement>(null);
  const [screen, setScreen] = useState(0);
  const slice = rowWindow(screen * visibleRows, visibleRows, view.rows.length);
  const windowRows = useMemo(() => view.rows.slice(slice.start, slice.end), [view.rows, slice.start, slice.end]);
  const layoutOptions = useMemo(
    () => ({ rowHeight, headingHeight: rowHeight, rowsBefore: slice.start, rowsAfter: view.rows.length - slice.end }),
    [rowHeight, slice.start, slice.end, view.rows.length],
  );
  useWholePageRowNumbers(grid, slice.start, view.rows.length);
  // Ctrl+Home/End in the grid go to the page's first/last row (APG grid), which may be outside the window.
  const jumpToEdge = (event: KeyboardEvent) => {
    const element = grid.current;
    const isEdgeKey = (event.ctrlKey || event.metaKey) && (event.key === 'Home' || event.key === 'End');
    if (!isEdgeKey || !element || windowRows.length === view.rows.length || !element.contains(event.target as Node))
      return;
    event.preventDefault();
    event.stopPropagation();
    const toEnd = event.key === 'End';
    const onCell = (event.target as Element).closest('[role="rowheader"], [role="gridcell"]') !== null;
    element.scrollTop = toEnd ? element.scrollHeight : 0;
    setScreen(toEnd ? Math.ceil(view.rows.length / visibleRows) : 0);
    focusRowWhenRendered(element, toEnd ? view.rows.length + 1 : 2, onCell ? (toEnd ? 'last' : 'first') : null);
  };

  const withSelection = selectionMode !== 'none';
  // The same element while the columns stay: React skips it when only rows, page or sort change.
  const header = useMemo(
    () => (
      <TableHeader className={styles.header}>
        {withSelection && (
          <Column width={52} className={styles.column}>
            {selectionMode === 'multiple' ? (
              <Checkbox slot="selection" />
            ) : (
              <VisuallyHidden>{texts.selectColumn}</VisuallyHidden>
            )}
          </Column>
        )}
        <Collection items={columns}>
          {(column) => (
            <Column
              id={column.key}
              isRowHeader={column === columns[0]}
              allowsSorting={column.sortable}
              width={column.width}
              className={styles.column}
            >
              {({ sortDirection }) => (
                <>
                  {column.header}
                  {column.sortable && <SortIcon direction={sortDirection} />}
                </>
              )}
            </Column>
          )}
        </Collection>
      </TableHeader>
    ),
    [columns, withSelection, selectionMode, texts.selectColumn],
  );
  const bodyRows = Math.max(1, Math.min(view.rows.length, visibleRows));

  return (
    <div className={styles.root} aria-busy={isLoading || undefined} onKeyDownCapture={jumpToEdge}>
      <Toolbar
        search={query.search}
        pageSize={query.pageSize}
        isLoading={isLoading}
        texts={texts}
        pageSizeItems={pageSizeItems}
        onSearch={onSearch}
        onPageSize={onPageSize}
      />
      <Virtualizer layout={WindowedTableLayout} layoutOptions={layoutOptions}>
        <Table
          ref={grid}
          aria-label={label}
          onScroll={(event) => setScreen(Math.floor(event.currentTarget.scrollTop / rowHeight / visibleRows))}
          className={styles.table}
          style={{ height: (bodyRows + 1) * rowHeight + 2 }}
          sortDescriptor={query.sort ?? undefined}
          // React Aria only knows two directions; the three-step cycle is ours.
          onSortChange={(descriptor) => update(withSort(query, String(descriptor.column)))}
          selectionMode={selectionMode}
          selectedKeys={selectedKeys}
          defaultSelectedKeys={defaultSelectedKeys}
          onSelectionChange={onSelectionChange}
        >
          {header}
          <TableBody
            items={windowRows}
            dependencies={[columns]}
            renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
          >
            {(entry) => (
              <Row id={entry.key} columns={columns} className={styles.row} dependencies={[columns]}>
                {withSelection && (
                  <Cell className={styles.cell}>
                    <Checkbox slot="selection" />
                  </Cell>
                )}
                <Collection items={columns}>
                  {(column) => (
                    <Cell className={styles.cell}>
                      {column.cell
                        ? column.cell(entry.row)
                        : display((entry.row as Record<string, unknown>)[column.key])}
                    </Cell>
                  )}
                </Collection>
              </Row>
            )}
          </TableBody>
        </Table>
      </Virtualizer>
      <Pagination
        variant="compact"
        label={texts.pagination(label)}
        page={view.page}
        pageCount={view.pageCount}
        onPageChange={(page) => update(withPage(query, page, view.totalRows))}
        labels={labels}
      />
    </div>
  );
}

interface ToolbarProps {
  search: string;
  pageSize: PageSize;
  isLoading: boolean;
  texts: Pick<DataTableLabels, 'search' | 'loading' | 'rowsPerPage'>;
  pageSizeItems: { id: PageSize; label: string }[];
  onSearch: (search: string) => void;
  onPageSize: (size: PageSize) => void;
}

/** Search field, busy indicator and page-size picker; memoised, as it changes far less often than the rows. */
const Toolbar = memo(function Toolbar({
  search,
  pageSize,
  isLoading,
  texts,
  pageSizeItems,
  onSearch,
  onPageSize,
}: ToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <SearchField className={styles.search} value={search} onChange={onSearch}>
        <Label className={styles.searchLabel}>{texts.search}</Label>
        <Input className={styles.searchInput} />
      </SearchField>
      {isLoading && <Spinner label={texts.loading} />}
      <Select
        label={texts.rowsPerPage}
        items={pageSizeItems}
        value={pageSize}
        displayLength={pageSizeItems.length}
        onChange={(size) => size !== null && onPageSize(size as PageSize)}
      />
    </div>
  );
});

/** Runs `step` in idle time, `chunk` rows at a time, until it reports done; returns a cancel function. */
function whenIdle(step: (chunk: number) => boolean, chunk = 5000): () => void {
  const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
  let handle = idle(function next() {
    if (!step(chunk)) handle = idle(next);
  });
  return () => cancel(handle);
}

function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  return value instanceof Date ? value.toLocaleDateString() : String(value);
}

/** Up/down triangles; the active direction is filled, the other faint. */
function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  return (
    <svg viewBox="0 0 12 12" className={styles.sortIcon} aria-hidden="true">
      <path d="M6 1l4 4H2z" opacity={direction === 'ascending' ? 1 : 0.3} />
      <path d="M6 11l4-4H2z" opacity={direction === 'descending' ? 1 : 0.3} />
    </svg>
  );
}
