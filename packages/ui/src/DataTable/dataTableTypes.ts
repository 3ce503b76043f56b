// The DataTable's public types: its props, columns, row actions and texts.
import type { ReactNode } from 'react';
import type { PaginationLabels } from '../Pagination/paginationLogic.ts';
import type { StyleProps } from '../shared/styleProps.ts';
import type { RowKey, RowSelection } from './selection.ts';
import type { TableQuery } from './tableState.ts';

interface ColumnBase {
  /** The header text. */
  header: string;
  /** Width in px or a fraction of the free space (`'2fr'`); columns share the width equally by default. */
  width?: number | `${number}fr`;
}

/** A column that shows a row property: its key names the property, so a typo (`'nmae'`) does not compile. */
interface DataTableFieldColumn<Row> extends ColumnBase {
  /** The row property this column shows, sorts and searches by; also the column's id. */
  key: Extract<keyof Row, string>;
  /** Whether activating the header cycles the sort: ascending, descending, unsorted. */
  sortable?: boolean;
  /** Renders the cell; by default the property's value as text. Sorting and search still use the value. */
  cell?: (row: Row) => ReactNode;
}

/** A column computed from the whole row (actions, a nested value): any id, its own cell, nothing to sort by. */
interface DataTableComputedColumn<Row> extends ColumnBase {
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
  /** Called when the selection changes. */
  onSelectionChange?: (keys: RowSelection) => void;
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
