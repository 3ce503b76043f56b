import { useId, useMemo, useRef } from 'react';
import { useTranslations } from '../i18n/useTranslations.ts';
import { Pagination } from '../Pagination/Pagination.tsx';
import { visuallyHidden } from '../shared/controls.css.ts';
import { cssVariable } from '../shared/cssVariable.ts';
import { withSiteClass } from '../shared/styleProps.ts';
import { cardHeight, defaultCardsBelow } from './cards.ts';
import { firstValueOf } from './cellText.ts';
import { DataRow } from './DataRow.tsx';
import * as styles from './DataTable.css.ts';
import type { DataTableProps } from './dataTableTypes.ts';
import { dataTableMessages } from './messages.ts';
import { isRowSelected, type RowKey } from './selection.ts';
import { TableHeader } from './TableHeader.tsx';
import { Toolbar } from './Toolbar.tsx';
import { pageSizeOptions, rowRange, withPage, withSort } from './tableState.ts';
import { useCards } from './useCards.ts';
import { useGridFocus } from './useGridFocus.ts';
import { useRowSelection } from './useRowSelection.ts';
import { useRowWindow } from './useRowWindow.ts';
import { useTableQuery } from './useTableQuery.ts';
import { columnTemplate, rowHeight } from './windowing.ts';

/**
 * A data table (an ARIA grid, virtualised): search, sortable columns, page sizes 10/25/50/75/all, previous/next
 * with an `N of M` indicator, optional row selection and row actions; in a narrow box the rows become cards. Works on its own over all rows, or in server mode where the
 * caller owns the query and passes one page of rows and the total. The grid is our own light markup, not React
 * Aria's Table: React Aria builds every cell from a stack of hooks, which made a page change ten times slower than
 * plain rows. Keyboard use follows the APG grid pattern (gridNavigation.ts): the grid is one Tab stop, the arrows move
 * between cells (a hint says so while focus is in it), a cell's link or buttons take the focus, and Enter on any
 * other cell of a row opens the row's link.
 */
export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const {
    label,
    columns,
    rowId,
    emptyText: ownEmptyText,
    isLoading = false,
    selectionMode = 'none',
    visibleRows = 10,
    labels,
    rowActions,
    rowName,
    cardsBelow = defaultCardsBelow,
    className,
    style,
  } = props;
  // Memoised so the memoised toolbar keeps its props while only rows, page or sort change.
  const messages = useTranslations(dataTableMessages);
  const emptyText = ownEmptyText ?? messages.empty;
  const texts = useMemo(() => ({ ...messages, ...labels }), [messages, labels]);
  const pageSizeItems = useMemo(
    () =>
      pageSizeOptions.map((size) => ({
        value: String(size),
        label: size === 'all' ? texts.allRows : texts.pageSize(size),
      })),
    [texts],
  );
  const { query, update, view, onSearch, onPageSize } = useTableQuery(props);
  const keyAt = (index: number): RowKey => (rowId ? rowId(view.rows[index] as Row) : view.positionOf(index));

  const withSelection = selectionMode !== 'none';
  const selectLabel = `${useId()}-select`;
  const hintId = `${selectLabel}-hint`;
  // A page where no row offers an action has no Actions column: an empty cell would be a stop that does nothing.
  const shownActions = rowActions && view.rows.some((row) => rowActions.actions(row as Row).length > 0);
  const actionColumn = shownActions ? rowActions : undefined;
  // The table's own width decides the layout (a container query in effect): it works wherever the table is placed.
  const rootRef = useRef<HTMLDivElement>(null);
  const cards = useCards(rootRef, cardsBelow);
  const { template, minWidth } = useMemo(
    () =>
      columnTemplate([
        ...(withSelection ? [selectionColumnWidth] : []),
        ...columns.map((column) => column.width),
        ...(actionColumn ? [actionColumn.width] : []),
      ]),
    [columns, withSelection, actionColumn],
  );
  // A card is as tall as its lines; the header (a strip of the sortable headers on cards) keeps the row height.
  const bodyRowHeight = cards ? cardHeight(columns.length) : rowHeight;
  const layout = useMemo(
    () =>
      cards
        ? { gridTemplateColumns: 'auto minmax(0, 1fr) auto', minWidth: 0, height: bodyRowHeight }
        : { gridTemplateColumns: template, minWidth, height: rowHeight },
    [cards, template, minWidth, bodyRowHeight],
  );
  const headerLayout = useMemo(
    () => (cards ? { height: rowHeight } : { gridTemplateColumns: template, minWidth, height: rowHeight }),
    [cards, template, minWidth],
  );
  const nameOf = useMemo(() => rowName ?? firstValueOf(columns), [rowName, columns]);
  const size = {
    rows: view.rows.length,
    cols: columns.length + (withSelection ? 1 : 0) + (actionColumn ? 1 : 0),
    pageStep: visibleRows,
  };

  const { selection, select, toggle, allState } = useRowSelection(props);
  const sortBy = (col: number) => {
    const column = columns[col - (withSelection ? 1 : 0)];
    if (!column?.sortable) return false;
    update(withSort(query, column.key));
    return true;
  };
  const { grid, active, isFocusWithin, handlers } = useGridFocus({
    size,
    heights: { row: bodyRowHeight, header: rowHeight },
    activateHeader: sortBy,
    selectRow: withSelection ? (row) => toggle(keyAt(row)) : undefined,
  });
  const { shown, onScroll } = useRowWindow({
    rowCount: view.rows.length,
    visibleRows,
    rowHeight: bodyRowHeight,
    focusedRow: active.row,
  });
  const bodyRows = Math.max(1, Math.min(view.rows.length, visibleRows));
  const range = rowRange(view.page, query.pageSize, view.totalRows);

  return (
    <div
      ref={rootRef}
      className={withSiteClass(styles.root, className)}
      style={style}
      aria-busy={isLoading || undefined}
      data-layout={cards ? 'cards' : undefined}
    >
      <Toolbar
        search={query.search}
        pageSize={query.pageSize}
        isLoading={isLoading}
        texts={texts}
        pageSizeItems={pageSizeItems}
        onSearch={onSearch}
        onPageSize={onPageSize}
      />
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a data grid is a table whose cells take focus (APG grid).
        role="grid"
        aria-label={label}
        aria-rowcount={Math.max(1, view.rows.length) + 1}
        aria-colcount={size.cols}
        aria-multiselectable={selectionMode === 'multiple' || undefined}
        aria-describedby={hintId}
        tabIndex={-1}
        className={styles.table}
        style={{
          height: bodyRows * bodyRowHeight + rowHeight + 2,
          ...cssVariable(styles.rowHeight, `${rowHeight}px`),
        }}
        onScroll={onScroll}
        {...handlers}
      >
        <TableHeader
          columns={columns}
          sort={query.sort}
          selectionMode={selectionMode}
          allState={allState}
          onSelectAll={(checked) => select(checked ? 'all' : new Set())}
          withActions={actionColumn !== undefined}
          cards={cards}
          active={active}
          cols={size.cols}
          minWidth={layout.minWidth}
          layout={headerLayout}
          texts={texts}
        />
        <tbody className={styles.body} style={{ minWidth: layout.minWidth, height: view.rows.length * bodyRowHeight }}>
          {view.rows.length === 0 ? (
            <tr aria-rowindex={2} className={styles.emptyRow} style={layout}>
              <td colSpan={size.cols} className={styles.empty}>
                {query.search.trim() ? texts.noMatches(query.search.trim()) : emptyText}
              </td>
            </tr>
          ) : (
            shown.map((index) => {
              const rowKey = keyAt(index);
              return (
                <DataRow
                  // Keyed by place, not by row: the next page reuses the same elements and only their text changes.
                  key={index}
                  row={view.rows[index] as Row}
                  rowKey={rowKey}
                  index={index}
                  columns={columns}
                  layout={layout}
                  cards={cards}
                  actions={actionColumn && { of: actionColumn.actions, nameOf, texts }}
                  focusedCol={active.row === index ? active.col : -1}
                  selection={
                    withSelection
                      ? { isSelected: isRowSelected(selection, rowKey), labelledBy: selectLabel, toggle }
                      : undefined
                  }
                />
              );
            })
          )}
        </tbody>
      </table>
      {withSelection && (
        <span id={selectLabel} hidden>
          {texts.selectColumn}
        </span>
      )}
      <div className={styles.footer}>
        {range && <span className={styles.range}>{texts.range(range.first, range.last, view.totalRows)}</span>}
        {/* Always there, as the grid's description; seen only while focus is in the grid (out of the flow when not). */}
        <span id={hintId} className={isFocusWithin ? styles.hint : visuallyHidden}>
          {texts.keyboardHint}
        </span>
        <Pagination
          variant="compact"
          label={texts.pagination(label)}
          page={view.page}
          pageCount={view.pageCount}
          onPageChange={(page) => update(withPage(query, page, view.totalRows))}
          labels={labels}
        />
      </div>
    </div>
  );
}

/** The selection column's width in px. */
const selectionColumnWidth = 52;
