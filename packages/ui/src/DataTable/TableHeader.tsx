import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { visuallyHidden } from '../shared/controls.css.ts';
import type { RowLayout } from './DataRow.tsx';
import * as styles from './DataTable.css.ts';
import type { DataTableColumn, DataTableLabels, DataTableSelectionMode } from './dataTableTypes.ts';
import type { GridPosition } from './gridNavigation.ts';
import type { TableSort } from './tableState.ts';

interface TableHeaderProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort: TableSort;
  selectionMode: DataTableSelectionMode;
  /** The select-all box's state (multiple selection). */
  allState: { isSelected: boolean; isIndeterminate: boolean };
  onSelectAll: (checked: boolean) => void;
  /** Whether the rows have an actions column. */
  withActions: boolean;
  /** Rows shown as cards: the header is a strip of the sortable headers, the actions header read by screen readers only. */
  cards: boolean;
  /** The grid's focusable cell (the header is row -1). */
  active: GridPosition;
  cols: number;
  minWidth: number;
  layout: Partial<RowLayout>;
  texts: Pick<DataTableLabels, 'selectAll' | 'selectColumn' | 'actions'>;
}

const isAt = (active: GridPosition, row: number, col: number) => active.row === row && active.col === col;

/** The header row: the selection column's header, the columns' (sortable ones show their direction), the actions'. */
export function TableHeader<Row>({
  columns,
  sort,
  selectionMode,
  allState,
  onSelectAll,
  withActions,
  cards,
  active,
  cols,
  minWidth,
  layout,
  texts,
}: TableHeaderProps<Row>) {
  const withSelection = selectionMode !== 'none';
  return (
    <thead className={styles.header} style={{ minWidth }}>
      <tr aria-rowindex={1} className={styles.headerRow} style={layout}>
        {withSelection && (
          <th
            tabIndex={isAt(active, -1, 0) ? 0 : -1}
            data-active={isAt(active, -1, 0) || undefined}
            className={styles.column}
          >
            {selectionMode === 'multiple' ? (
              <Checkbox
                aria-label={texts.selectAll}
                isSelected={allState.isSelected}
                isIndeterminate={allState.isIndeterminate}
                onChange={onSelectAll}
              />
            ) : (
              <span className={visuallyHidden}>{texts.selectColumn}</span>
            )}
          </th>
        )}
        {columns.map((column, index) => {
          const direction = sort?.column === column.key ? sort.direction : undefined;
          return (
            <th
              key={column.key}
              aria-sort={column.sortable ? (direction ?? 'none') : undefined}
              tabIndex={isAt(active, -1, index + (withSelection ? 1 : 0)) ? 0 : -1}
              data-active={isAt(active, -1, index + (withSelection ? 1 : 0)) || undefined}
              className={styles.column}
              data-sortable={column.sortable || undefined}
            >
              {column.header}
              {column.sortable && <SortIcon direction={direction} />}
            </th>
          );
        })}
        {withActions && (
          <th
            tabIndex={isAt(active, -1, cols - 1) ? 0 : -1}
            data-active={isAt(active, -1, cols - 1) || undefined}
            className={cards ? `${styles.column} ${visuallyHidden}` : styles.column}
          >
            {texts.actions}
          </th>
        )}
      </tr>
    </thead>
  );
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
