import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { clampPosition, type GridPosition, type GridSize, gridMove, scrollToShow } from './gridNavigation.ts';

interface GridFocusOptions {
  size: GridSize;
  /** The body rows' height and the header's, in px: where a focused row is scrolled to. */
  heights: { row: number; header: number };
  /** Activates the header cell of column `col` (sorts by it); returns whether that column sorts. */
  activateHeader: (col: number) => boolean;
  /** Space on a body row's cell: selects the row; absent where rows cannot be selected. */
  selectRow?: (row: number) => void;
}

/**
 * Roving focus over the grid (APG grid pattern, gridNavigation.ts): one cell is in the tab order and the arrows move
 * it; a cell's link or buttons take the focus; Enter or Space act on the cell. `isFocusWithin` shows the keyboard hint.
 */
export function useGridFocus({ size, heights, activateHeader, selectRow }: GridFocusOptions) {
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
      rowHeight: heights.row,
      headerHeight: heights.header,
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
  // A focused row that goes (a deleted record's, a page turned by another hand) takes the focus with it without a
  // blur event: after each render the hint follows where focus really is.
  useLayoutEffect(() => {
    const inside = grid.current?.contains(document.activeElement) ?? false;
    if (inside !== isFocusWithin) setFocusWithin(inside);
  });
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
  const sortBy = (at: GridPosition) => at.row < 0 && activateHeader(at.col);
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
      const isSelect = at.row >= 0 && event.key === ' ' && selectRow !== undefined;
      if (isSelect) selectRow(at.row);
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
  return { grid, active, isFocusWithin, handlers: { onFocus, onBlur, onKeyDown, onClick } };
}

const cellSelector = 'th, td';
const widgetSelector = 'a[href], button, input, select, textarea';

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
