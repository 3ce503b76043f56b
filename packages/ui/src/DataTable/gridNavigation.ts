/**
 * Keyboard movement in the DataTable's grid (WAI-ARIA APG grid pattern), as plain data: a position is a row of
 * the page (`-1` is the header row) and a column (the selection column included).
 */
export interface GridPosition {
  row: number;
  col: number;
}

export interface GridSize {
  /** Body rows on the page (rendered or not). */
  rows: number;
  /** Cells in every row. */
  cols: number;
  /** Rows one Page Up/Down moves: a screenful. */
  pageStep: number;
}

interface GridKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * Where `key` moves focus from `at`, or `null` when the key is not a grid movement. Arrows move one cell and stop at
 * the edges; Home/End go to the row's first/last cell; Ctrl+Home/End to the first/last body row's first/last
 * cell; Page Up/Down a screenful of rows, never into the header.
 */
export function gridMove(at: GridPosition, { key, ctrlKey, metaKey }: GridKey, size: GridSize): GridPosition | null {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const firstBodyRow = size.rows > 0 ? 0 : -1;
  const withCtrl = Boolean(ctrlKey || metaKey);
  switch (key) {
    case 'ArrowUp':
      return { row: Math.max(-1, at.row - 1), col: at.col };
    case 'ArrowDown':
      return { row: Math.min(lastRow, at.row + 1), col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: Math.max(0, at.col - 1) };
    case 'ArrowRight':
      return { row: at.row, col: Math.min(lastCol, at.col + 1) };
    case 'Home':
      return withCtrl ? { row: firstBodyRow, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return withCtrl ? { row: Math.max(lastRow, -1), col: lastCol } : { row: at.row, col: lastCol };
    case 'PageUp':
      return at.row < 0 ? at : { row: clamp(at.row - size.pageStep, firstBodyRow, lastRow), col: at.col };
    case 'PageDown':
      return { row: clamp(at.row + size.pageStep, firstBodyRow, Math.max(lastRow, -1)), col: at.col };
    default:
      return null;
  }
}

/** The position kept within a grid that may have shrunk (fewer rows on the next page, or none). */
export function clampPosition(at: GridPosition, size: Pick<GridSize, 'rows' | 'cols'>): GridPosition {
  return { row: clamp(at.row, -1, size.rows - 1), col: clamp(at.col, 0, size.cols - 1) };
}

/**
 * The scroll position that shows body row `row` whole under a sticky header of `headerHeight`, or the current one
 * when it already does.
 */
export function scrollToShow(
  row: number,
  {
    scrollTop,
    viewHeight,
    rowHeight,
    headerHeight,
  }: { scrollTop: number; viewHeight: number; rowHeight: number; headerHeight: number },
): number {
  if (row < 0) return scrollTop;
  const top = row * rowHeight;
  const bodyHeight = viewHeight - headerHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + bodyHeight) return top + rowHeight - bodyHeight;
  return scrollTop;
}
