/**
 * The markup both TanStack pages share: TanStack Table is headless, so the page brings what the DataTable
 * brings itself — a search field, sortable headers with aria-sort, a page-size select, previous/next with
 * `N of M`, and a virtualised body (TanStack Virtual, the pairing TanStack documents) so that 'All' stays usable.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { type Attraction, benchColumns } from './data.ts';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
/** The DataTable's comparison (numbers by value, text in natural order), so that both sort alike. */
export const compareCells = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));

export type SortState = 'ascending' | 'descending' | 'none';
/** TanStack's `'asc' | 'desc' | false` as aria-sort. */
const sortState = (sorted: 'asc' | 'desc' | false | undefined): SortState =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
export const allRows = Number.MAX_SAFE_INTEGER;
const rowHeight = 48;

export interface TanStackViewProps {
  search: string;
  onSearch: (value: string) => void;
  sortOf: (column: string) => SortState;
  onSort: (column: string) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
  rows: readonly Attraction[];
  page: number;
  pageCount: number;
  onPrevious: () => void;
  onNext: () => void;
}

/** What the view uses of a TanStack table: v8 and v9 share these names. */
interface TanStackTable {
  setGlobalFilter(value: string): void;
  getColumn(id: string): { getIsSorted(): 'asc' | 'desc' | false; toggleSorting(): void } | undefined;
  setPageSize(size: number): void;
  getRowModel(): { rows: { original: Attraction }[] };
  getPageCount(): number;
  previousPage(): void;
  nextPage(): void;
}

/** The view's props from a TanStack table and its state (v8: `table.getState()`, v9: `table.state`). */
export function viewProps(
  table: TanStackTable,
  state: { globalFilter?: unknown; pagination: { pageIndex: number; pageSize: number } },
): TanStackViewProps {
  return {
    search: String(state.globalFilter ?? ''),
    onSearch: (value) => table.setGlobalFilter(value),
    sortOf: (id) => sortState(table.getColumn(id)?.getIsSorted()),
    onSort: (id) => table.getColumn(id)?.toggleSorting(),
    pageSize: state.pagination.pageSize,
    onPageSize: (size) => table.setPageSize(size),
    rows: table.getRowModel().rows.map((row) => row.original),
    page: state.pagination.pageIndex + 1,
    pageCount: table.getPageCount(),
    onPrevious: () => table.previousPage(),
    onNext: () => table.nextPage(),
  };
}

export function TanStackView(props: TanStackViewProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: props.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 5,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div>
      <input type="search" aria-label="Search" value={props.search} onChange={(e) => props.onSearch(e.target.value)} />
      <label>
        Rows per page{' '}
        <select value={props.pageSize} onChange={(e) => props.onPageSize(Number(e.target.value))}>
          {[10, 25, 50, 75].map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
          <option value={allRows}>All</option>
        </select>
      </label>
      <div ref={scroller} style={{ height: 11 * rowHeight, overflow: 'auto' }}>
        <table aria-label="Attractions" aria-rowcount={props.rows.length + 1}>
          <thead style={{ position: 'sticky', top: 0, background: 'white' }}>
            <tr style={{ height: rowHeight }}>
              {benchColumns.map((column) => (
                <th key={column.key} aria-sort={props.sortOf(column.key)}>
                  <button type="button" onClick={() => props.onSort(column.key)}>
                    {column.header}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {before > 0 && <tr style={{ height: before }} />}
            {items.map((item) => {
              const row = props.rows[item.index] as Attraction;
              return (
                <tr key={row.id} aria-rowindex={item.index + 2} style={{ height: rowHeight }}>
                  {benchColumns.map((column) => (
                    <td key={column.key}>{String(row[column.key])}</td>
                  ))}
                </tr>
              );
            })}
            {after > 0 && <tr style={{ height: after }} />}
          </tbody>
        </table>
      </div>
      <nav aria-label="Attractions pagination">
        <button type="button" aria-label="Previous page" disabled={props.page <= 1} onClick={props.onPrevious}>
          Previous
        </button>
        <span aria-live="polite">{`${props.page} of ${props.pageCount}`}</span>
        <button type="button" aria-label="Next page" disabled={props.page >= props.pageCount} onClick={props.onNext}>
          Next
        </button>
      </nav>
    </div>
  );
}
