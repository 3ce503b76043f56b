import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { useTranslations } from '../i18n/useTranslations.ts';
import { Menu } from '../Menu/Menu.tsx';
import { Pagination } from '../Pagination/Pagination.tsx';
import type { PaginationLabels } from '../Pagination/paginationLogic.ts';
import { NativeSelect, type NativeSelectOption } from '../Select/NativeSelect.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { visuallyHidden } from '../shared/controls.css.ts';
import { cssVariable } from '../shared/cssVariable.ts';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import { cardHeight, defaultCardsBelow, fullText, showsCards } from './cards.ts';
import * as styles from './DataTable.css.ts';
import { clampPosition, type GridPosition, gridMove, scrollToShow } from './gridNavigation.ts';
import { dataTableMessages } from './messages.ts';
import { isRowSelected, type RowKey, type RowSelection, selectAllState, toggleRow } from './selection.ts';
import {
  createRowQuery,
  initialQuery,
  type PageSize,
  pageCount,
  pageSizeOf,
  pageSizeOptions,
  rowRange,
  type TableQuery,
  withPage,
  withPageSize,
  withSearch,
  withSort,
} from './tableState.ts';
import { columnTemplate, renderedRows, rowWindow } from './windowing.ts';

interface ColumnBase {
  /** The header text. */
  header: string;
  /** Width in px or a fraction of the free space (`'2fr'`); columns share the width equally by default. */
  width?: number | `${number}fr`;
}

/** A column that shows a row property: its key names the property, so a typo (`'nmae'`) does not compile. */
export interface DataTableFieldColumn<Row> extends ColumnBase {
  /** The row property this column shows, sorts and searches by; also the column's id. */
  key: Extract<keyof Row, string>;
  /** Whether activating the header cycles the sort: ascending, descending, unsorted. */
  sortable?: boolean;
  /** Renders the cell; by default the property's value as text. Sorting and search still use the value. */
  cell?: (row: Row) => ReactNode;
}

/** A column computed from the whole row (actions, a nested value): any id, its own cell, nothing to sort by. */
export interface DataTableComputedColumn<Row> extends ColumnBase {
  /** The column's id, not a row property. */
  key: string;
  sortable?: false;
  /** Renders the cell from the row. */
  cell: (row: Row) => ReactNode;
}

/** A column of a DataTable. */
export type DataTableColumn<Row> = DataTableFieldColumn<Row> | DataTableComputedColumn<Row>;

export type DataTableSelectionMode = 'none' | 'single' | 'multiple';

/** Something a user can do to one row: a button in the row, or an entry of the row's menu on a card. */
export interface DataTableRowAction {
  /** Unique among the row's actions. */
  id: string;
  /** The button's or menu entry's text ("Delete"). */
  label: string;
  /** The button's accessible name where the label alone does not say which row ("Delete Africa"). */
  name?: string;
  /** `danger` for an action that removes something. */
  tone?: 'neutral' | 'danger';
  isDisabled?: boolean;
  onAction: () => void;
}

/** The actions of each row: buttons in a last column on a wide table, a menu on each card of a narrow one. */
export interface DataTableRowActions<Row> {
  /** The actions the row offers now (none: an empty cell). */
  actions: (row: Row) => readonly DataTableRowAction[];
  /** The actions column's width on a wide table; by default a share of the free space like other columns. */
  width?: ColumnBase['width'];
}

export interface DataTableProps<Row extends object> extends StyleProps {
  /** Names the table for assistive technology. */
  label: string;
  /** The columns, in display order. The first one names each row for screen readers. */
  columns: readonly DataTableColumn<Row>[];
  /** All rows (client mode) or the rows of the current page as the server sent them (server mode). */
  rows: readonly Row[];
  /** A stable id of a row; without it rows are keyed by their position in `rows`. */
  rowId?: (row: Row) => RowKey;
  /** Shown in the body when there are no rows at all; a search that matches none says so instead (`noMatches`). */
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
  /** Selected row ids (controlled); `'all'` is every row, also those of other pages. */
  selectedKeys?: RowSelection;
  /** Selected row ids at first (uncontrolled). */
  defaultSelectedKeys?: RowSelection;
  /** Called when the selection changes. */
  onSelectionChange?: (keys: RowSelection) => void;
  /** Height of every row in px; rows are virtualised, so a cell renderer must fit in it. */
  rowHeight?: number;
  /** How many rows are visible before the body scrolls under its sticky header. */
  visibleRows?: number;
  /** Replaces any of the texts (the toolbar's and the pager's) the locale of React Aria's I18nProvider gives. */
  labels?: Partial<DataTableLabels>;
  /** Row actions: buttons on a wide table, a menu per card on a narrow one. */
  rowActions?: DataTableRowActions<Row>;
  /** Names a row in its actions menu ("Actions for Africa"); by default the first column's value. */
  rowName?: (row: Row) => string;
  /**
   * Below this width in px of the table's own box (not the window), rows become stacked cards: the first column as
   * the title, the others as labelled lines, the row actions in a menu. `0` keeps the table at every width.
   */
  cardsBelow?: number;
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
  /** The selection column's header (read by screen readers only); with a row's name it names the row's box. */
  selectColumn: string;
  /** The box that selects every row. */
  selectAll: string;
  /** The pager's landmark name, from the table's label. */
  pagination: (tableLabel: string) => string;
  /** A page size as the locale writes the number (10, or ١٠ in Egyptian Arabic). */
  pageSize: (size: number) => string;
  /** The row actions' column header and the text of each card's actions menu button. */
  actions: string;
  /** A card's actions menu button's accessible name, from the row's name. */
  actionsFor: (rowName: string) => string;
  /** Which rows the page shows of how many, beside the pager's `N of M`: "1–10 of 610". */
  range: (first: number, last: number, total: number) => string;
  /** The body when a search matches no row (not that there are none): "No items match “xyz”". */
  noMatches: (search: string) => string;
  /** Shown while focus is in the grid, and its description: how the keyboard moves in it. */
  keyboardHint: string;
}

const valuesOf = <Row extends object>(row: Row) => row as Readonly<Record<string, unknown>>;

/**
 * A data table (an ARIA grid, virtualised): search, sortable columns, page sizes 10/25/50/75/all, previous/next
 * with an `N of M` indicator, optional row selection and row actions; in a narrow box the rows become cards. Works on its own over all rows, or in server mode where the
 * caller owns the query and passes one page of rows and the total. The grid is our own light markup, not React
 * Aria's Table: React Aria builds every cell from a stack of hooks, which made a page change ten times slower than
 * plain rows. Keyboard use follows the APG grid pattern (gridNavigation.ts): the grid is one Tab stop, the arrows move
 * between cells (a hint says so while focus is in it), a cell's link or buttons take the focus, and Enter on any
 * other cell of a row opens the row's link.
 */
export function DataTable<Row extends object>({
  label,
  columns,
  rows,
  rowId,
  emptyText: ownEmptyText,
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
  rowActions,
  rowName,
  cardsBelow = defaultCardsBelow,
  className,
  style,
}: DataTableProps<Row>) {
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
  const view = useMemo(
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
  const keyAt = (index: number): RowKey => (rowId ? rowId(view.rows[index] as Row) : view.positionOf(index));
  useEffect(() => (isServer ? undefined : whenIdle((count) => rowQuery.prepareSearch(count))), [rowQuery, isServer]);

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
    [cards, template, minWidth, rowHeight, bodyRowHeight],
  );
  const headerLayout = useMemo(
    () => (cards ? { height: rowHeight } : { gridTemplateColumns: template, minWidth, height: rowHeight }),
    [cards, template, minWidth, rowHeight],
  );
  const nameOf = useMemo(() => rowName ?? firstValueOf(columns), [rowName, columns]);
  const size = {
    rows: view.rows.length,
    cols: columns.length + (withSelection ? 1 : 0) + (actionColumn ? 1 : 0),
    pageStep: visibleRows,
  };

  // Selection, controlled or not; 'all' also covers rows the caller has not loaded.
  const [ownSelection, setOwnSelection] = useState<RowSelection>(() => defaultSelectedKeys ?? new Set());
  const selection = selectedKeys ?? ownSelection;
  const select = (next: RowSelection) => {
    if (!selectedKeys) setOwnSelection(next);
    onSelectionChange?.(next);
  };
  // Every row's key, for 'select all' and for unselecting one row of it; only tables with selection need them.
  const allKeys = useMemo(
    () => (withSelection ? rows.map((row, index) => (rowId ? rowId(row) : index)) : []),
    [rows, rowId, withSelection],
  );
  // Rows are memoised: their toggle stays the same function and reads the latest selection through a ref.
  const latestSelection = useRef({ selection, select });
  useLayoutEffect(() => {
    latestSelection.current = { selection, select };
  });
  const toggle = useCallback(
    (key: RowKey) => {
      const { selection: current, select: apply } = latestSelection.current;
      if (selectionMode !== 'none') apply(toggleRow(current, key, selectionMode, allKeys));
    },
    [selectionMode, allKeys],
  );

  // Roving focus: one cell of the grid is in the tab order; the arrows move it (gridNavigation.ts).
  const grid = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState<GridPosition>({ row: 0, col: 0 });
  const active = clampPosition(focused, size);
  const pendingFocus = useRef<GridPosition | null>(null);
  const focusCell = (at: GridPosition) => {
    const element = grid.current;
    if (!element) return;
    element.scrollTop = scrollToShow(at.row, {
      scrollTop: element.scrollTop,
      viewHeight: element.clientHeight,
      rowHeight: bodyRowHeight,
      headerHeight: rowHeight,
    });
    setFocused(at);
    const cell = cellAt(element, at);
    if (cell) focusInside(cell);
    else pendingFocus.current = at;
  };
  // A cell that was not rendered yet (Page Down, Ctrl+End) is focused once it is.
  useLayoutEffect(() => {
    const element = grid.current;
    const cell = element && pendingFocus.current && cellAt(element, pendingFocus.current);
    if (!cell) return;
    pendingFocus.current = null;
    focusInside(cell);
  });
  useWidgetsOutOfTabOrder(grid);

  // The keyboard hint shows while focus is in the grid: a one-stop grid is otherwise not discoverable.
  const [isFocusWithin, setFocusWithin] = useState(false);
  const onBlur = (event: FocusEvent) => {
    if (!grid.current?.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };
  const onFocus = (event: FocusEvent) => {
    setFocusWithin(true);
    const cell = cellOf(event.target);
    if (!cell) return;
    const at = positionOf(cell);
    setFocused((current) => (current.row === at.row && current.col === at.col ? current : at));
    // A cell holding a link or a button hands focus to it (APG grid).
    if (event.target === cell) focusInside(cell);
  };
  const sortBy = (at: GridPosition) => {
    const column = columns[at.col - (withSelection ? 1 : 0)];
    if (at.row >= 0 || !column?.sortable) return false;
    update(withSort(query, column.key));
    return true;
  };
  const onClick = (event: MouseEvent) => {
    const cell = cellOf(event.target);
    if (cell && !(event.target as Element).closest(widgetSelector)) sortBy(positionOf(cell));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const element = grid.current;
    const target = event.target as HTMLElement;
    const cell = cellOf(target);
    if (!element || !cell) return;
    // Shift+Tab from a cell's link would land on the cell, which hands focus back: leave from the grid instead.
    if (event.key === 'Tab' && event.shiftKey) return element.focus({ preventScroll: true });
    const at = positionOf(cell);
    const onCellItself = target === cell;
    if ((event.key === 'Enter' || event.key === ' ') && onCellItself) {
      const isSelect = at.row >= 0 && event.key === ' ' && withSelection;
      if (isSelect) toggle(keyAt(at.row));
      // Enter on a cell with nothing of its own opens the row's link (its title's), wherever in the row focus is.
      const rowLink = event.key === 'Enter' && at.row >= 0 ? linkOfRow(cell) : null;
      rowLink?.click();
      if (isSelect || rowLink || sortBy(at)) event.preventDefault();
      return;
    }
    const next = gridMove(at, event, size);
    if (!next) return;
    event.preventDefault();
    focusCell(next);
  };

  // Only the rows around the visible ones are rendered (windowing.ts); `screen` is the scrolled-to screenful.
  const [screen, setScreen] = useState(0);
  const shown = renderedRows(rowWindow(screen * visibleRows, visibleRows, view.rows.length), active.row);
  const bodyRows = Math.max(1, Math.min(view.rows.length, visibleRows));
  const allState = selectAllState(selection, allKeys);
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
        onScroll={(event) => setScreen(Math.floor(event.currentTarget.scrollTop / bodyRowHeight / visibleRows))}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <thead className={styles.header} style={{ minWidth: layout.minWidth }}>
          <tr aria-rowindex={1} className={styles.headerRow} style={headerLayout}>
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
                    onChange={(checked) => select(checked ? 'all' : new Set())}
                  />
                ) : (
                  <span className={visuallyHidden}>{texts.selectColumn}</span>
                )}
              </th>
            )}
            {columns.map((column, index) => {
              const direction = query.sort?.column === column.key ? query.sort.direction : undefined;
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
            {actionColumn && (
              <th
                tabIndex={isAt(active, -1, size.cols - 1) ? 0 : -1}
                data-active={isAt(active, -1, size.cols - 1) || undefined}
                className={cards ? `${styles.column} ${visuallyHidden}` : styles.column}
              >
                {texts.actions}
              </th>
            )}
          </tr>
        </thead>
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

interface RowLayout {
  gridTemplateColumns: string;
  minWidth: number;
  height: number;
}

interface DataRowProps<Row> {
  row: Row;
  /** The row's id (or its place among all rows), which selection speaks of. */
  rowKey: RowKey;
  /** The row's place on the page, from 0. */
  index: number;
  columns: readonly DataTableColumn<Row>[];
  layout: RowLayout;
  /** Shown as a card: each cell after the title with its column's header, the actions in a menu. */
  cards: boolean;
  actions?: {
    of: (row: Row) => readonly DataTableRowAction[];
    nameOf: (row: Row) => string;
    texts: Pick<DataTableLabels, 'actions' | 'actionsFor'>;
  };
  /** The column of the grid's focusable cell when it is in this row, otherwise -1. */
  focusedCol: number;
  selection?: { isSelected: boolean; labelledBy: string; toggle: (key: RowKey) => void };
}

/** One body row, placed at its position on the page; memoised, so focus moving re-renders two rows at most. */
const DataRow = memo(function DataRow<Row>({
  row,
  rowKey,
  index,
  columns,
  layout,
  cards,
  actions,
  focusedCol,
  selection,
}: DataRowProps<Row>) {
  const nameId = `${selection?.labelledBy}-${index}`;
  const offset = selection ? 1 : 0;
  const actionsCol = columns.length + offset;
  return (
    <tr
      aria-rowindex={index + 2}
      aria-selected={selection ? selection.isSelected : undefined}
      className={styles.row}
      style={{ ...layout, transform: `translateY(${index * layout.height}px)` }}
    >
      {selection && (
        <td
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's td is a gridcell (ARIA in HTML); said for tools that miss it.
          role="gridcell"
          tabIndex={focusedCol === 0 ? 0 : -1}
          data-active={focusedCol === 0 || undefined}
          className={styles.cell}
          data-part="select"
        >
          <Checkbox
            aria-labelledby={`${selection.labelledBy} ${nameId}`}
            isSelected={selection.isSelected}
            onChange={() => selection.toggle(rowKey)}
          />
        </td>
      )}
      {columns.map((column, col) => {
        const Cell = col === 0 ? 'th' : 'td';
        const value = (row as Record<string, unknown>)[column.key];
        const content = column.cell ? column.cell(row) : display(value);
        const isText = typeof content === 'string' || typeof content === 'number';
        return (
          <Cell
            key={column.key}
            id={col === 0 && selection ? nameId : undefined}
            scope={col === 0 ? 'row' : undefined}
            role={col === 0 ? undefined : 'gridcell'}
            tabIndex={focusedCol === col + offset ? 0 : -1}
            data-active={focusedCol === col + offset || undefined}
            className={isText && !cards ? styles.textCell : styles.cell}
            // Text cut with "…" stays readable in full: the browser shows the title on hover.
            title={fullText(content, value)}
            data-part={col === 0 ? 'title' : undefined}
          >
            {cards ? (
              <>
                {/* The header names the value on the card; screen readers have it from the column header already. */}
                {col > 0 && (
                  <span aria-hidden="true" className={styles.cardLabel}>
                    {column.header}
                  </span>
                )}
                <span className={styles.cardValue}>{content}</span>
              </>
            ) : (
              content
            )}
          </Cell>
        );
      })}
      {actions && (
        <td
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's td is a gridcell (ARIA in HTML); said for tools that miss it.
          role="gridcell"
          tabIndex={focusedCol === actionsCol ? 0 : -1}
          data-active={focusedCol === actionsCol || undefined}
          className={styles.cell}
          data-part="actions"
        >
          <RowActionButtons
            actions={actions.of(row)}
            cards={cards}
            menuName={actions.texts.actionsFor(actions.nameOf(row))}
            menuLabel={actions.texts.actions}
          />
        </td>
      )}
    </tr>
  );
}) as <Row>(props: DataRowProps<Row>) => ReactNode;

/** A row's actions: small buttons in a line, or on a card one menu button that lists them. */
function RowActionButtons({
  actions,
  cards,
  menuLabel,
  menuName,
}: {
  actions: readonly DataTableRowAction[];
  cards: boolean;
  menuLabel: string;
  menuName: string;
}) {
  if (actions.length === 0) return null;
  if (cards) {
    return (
      <Menu
        label={menuLabel}
        aria-label={menuName}
        triggerSize="sm"
        items={actions.map(({ id, label, isDisabled }) => ({ id, label, isDisabled }))}
        onAction={(id) => actions.find((action) => action.id === id)?.onAction()}
      />
    );
  }
  return (
    <span className={styles.actions}>
      {actions.map((action) => (
        <Button
          key={action.id}
          size="sm"
          variant={action.tone === 'danger' ? 'danger' : 'secondary'}
          aria-label={action.name}
          isDisabled={action.isDisabled}
          onPress={action.onAction}
        >
          {action.label}
        </Button>
      ))}
    </span>
  );
}

/** A row's name from its first column's value, for columns that show a row property. */
function firstValueOf<Row>(columns: readonly DataTableColumn<Row>[]): (row: Row) => string {
  const first = columns[0]?.key;
  return (row) => (first === undefined ? '' : display((row as Record<string, unknown>)[first]));
}

/** Whether the element is narrow enough for cards, followed as it resizes; re-renders only when that changes. */
function useCards(ref: RefObject<HTMLElement | null>, cardsBelow: number): boolean {
  const [cards, setCards] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setCards(showsCards(element.getBoundingClientRect().width, cardsBelow));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setCards(showsCards(entry.contentRect.width, cardsBelow));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, cardsBelow]);
  return cards;
}

const cellSelector = 'th, td';
const widgetSelector = 'a[href], button, input, select, textarea';

const isAt = (active: GridPosition, row: number, col: number) => active.row === row && active.col === col;

function cellOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(cellSelector) : null;
}

/** A cell's place: its row's number (the header is row 1, the page's first row 2) and its column. */
function positionOf(cell: HTMLElement): GridPosition {
  const row = cell.parentElement as HTMLElement;
  return { row: Number(row.getAttribute('aria-rowindex')) - 2, col: [...row.children].indexOf(cell) };
}

function cellAt(grid: HTMLElement, at: GridPosition): HTMLElement | null {
  const row = grid.querySelector(`tr[aria-rowindex="${at.row + 2}"]`);
  return (row?.children[at.col] as HTMLElement | undefined) ?? null;
}

/** The link of a cell's row: its title's, the record the row stands for. */
function linkOfRow(cell: HTMLElement): HTMLAnchorElement | null {
  return cell.parentElement?.querySelector<HTMLAnchorElement>('a[href]') ?? null;
}

function focusInside(cell: HTMLElement) {
  const widget = cell.querySelector<HTMLElement>(widgetSelector);
  (widget ?? cell).focus({ preventScroll: true });
}

/**
 * Links and buttons inside cells follow their cell: only the active cell's are in the tab order, so the grid is one
 * tab stop (APG grid), and that cell itself leaves the tab order to them: a focusable cell around a button would be
 * a second target under it. Their components do not know they are in a grid, so this sets it after every render.
 */
function useWidgetsOutOfTabOrder(grid: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    for (const widget of grid.current?.querySelectorAll<HTMLElement>(widgetSelector) ?? []) {
      const cell = widget.closest<HTMLElement>(cellSelector);
      const isActive = cell?.hasAttribute('data-active') ?? false;
      widget.tabIndex = isActive ? 0 : -1;
      if (cell && isActive) cell.tabIndex = -1;
    }
  });
}

interface ToolbarProps {
  search: string;
  pageSize: PageSize;
  isLoading: boolean;
  texts: Pick<DataTableLabels, 'search' | 'loading' | 'rowsPerPage'>;
  pageSizeItems: NativeSelectOption[];
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
  const searchId = useId();
  return (
    <div className={styles.toolbar}>
      {/* The browser's own search field (Escape clears it, as React Aria's SearchField did): a table's first render
          need not load React Aria's text field. */}
      <div className={styles.search}>
        <label htmlFor={searchId} className={styles.searchLabel}>
          {texts.search}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || search === '') return;
            event.preventDefault();
            event.stopPropagation();
            onSearch('');
          }}
        />
      </div>
      {isLoading && <Spinner label={texts.loading} />}
      {/* A native select: React Aria's popover closing (focus restore, measuring) cost more than a frame. */}
      <NativeSelect
        label={texts.rowsPerPage}
        options={pageSizeItems}
        value={String(pageSize)}
        onChange={(value) => onPageSize(pageSizeOf(value))}
      />
    </div>
  );
});

/**
 * Runs `step` in idle time, `chunk` rows at a time while the browser's idle period lasts, until it reports done;
 * returns a cancel function. Stopping at the idle deadline keeps a click or a key from waiting for the work.
 */
function whenIdle(step: (chunk: number) => boolean, chunk = 500): () => void {
  // Without requestIdleCallback (Safari), a timer with an 8 ms budget stands in for an idle period.
  const timerIdle = (run: IdleRequestCallback) =>
    setTimeout(() => {
      const end = performance.now() + 8;
      run({ didTimeout: false, timeRemaining: () => Math.max(0, end - performance.now()) });
    }, 1);
  const idle = globalThis.requestIdleCallback ?? timerIdle;
  const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
  let handle = idle(function next(deadline) {
    while (deadline.timeRemaining() > 1) if (step(chunk)) return;
    handle = idle(next);
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
