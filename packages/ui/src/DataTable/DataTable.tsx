import { type ReactNode, useMemo, useState } from 'react';
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
  TableLayout,
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
  applyQuery,
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
  const texts = { ...defaultLabels, ...labels };
  const pageSizeItems = pageSizeOptions.map((size) => ({
    id: size,
    label: size === 'all' ? texts.allRows : String(size),
  }));
  const [ownQuery, setOwnQuery] = useState<TableQuery>({ ...initialQuery, ...defaultQuery });
  const query = controlledQuery ?? ownQuery;
  const update = (next: TableQuery) => {
    if (!controlledQuery) setOwnQuery(next);
    onQueryChange?.(next);
  };

  // Entries keep their identity across sorts and pages, so React Aria reuses the rows it already built.
  const entries = useMemo(() => rows.map((row, index) => ({ key: rowId ? rowId(row) : index, row })), [rows, rowId]);
  const view = useMemo(
    () =>
      totalRows === undefined
        ? applyQuery(entries, query, valuesOf)
        : { rows: entries, totalRows, page: query.page, pageCount: pageCount(totalRows, query.pageSize) },
    [entries, query, totalRows],
  );

  const withSelection = selectionMode !== 'none';
  const bodyRows = Math.max(1, Math.min(view.rows.length, visibleRows));

  return (
    <div className={styles.root} aria-busy={isLoading || undefined}>
      <div className={styles.toolbar}>
        <SearchField
          className={styles.search}
          value={query.search}
          onChange={(search) => update(withSearch(query, search))}
        >
          <Label className={styles.searchLabel}>{texts.search}</Label>
          <Input className={styles.searchInput} />
        </SearchField>
        {isLoading && <Spinner label={texts.loading} />}
        <Select
          label={texts.rowsPerPage}
          items={pageSizeItems}
          value={query.pageSize}
          displayLength={pageSizeItems.length}
          onChange={(size) => size !== null && update(withPageSize(query, size as PageSize))}
        />
      </div>
      <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight, headingHeight: rowHeight }}>
        <Table
          aria-label={label}
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
          <TableBody
            items={view.rows}
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
