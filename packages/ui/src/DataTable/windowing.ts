/**
 * The DataTable renders only the rows around the visible ones (and the focused one), placed where they are on the
 * whole page; its cost therefore does not grow with the page's row count. Plain functions, tested without a browser.
 */

/** The page's rows [start, end) rendered when the first visible row is `firstVisible`. */
export function rowWindow(firstVisible: number, visibleRows: number, total: number): { start: number; end: number } {
  // Three screens: the visible one and one on either side; it moves a screen at a time, so scrolling re-renders
  // once per screen and a wheel or a drag never shows an empty gap.
  const size = visibleRows * 3;
  if (total <= size) return { start: 0, end: total };
  const screen = Math.floor(Math.max(0, firstVisible) / visibleRows) * visibleRows;
  const start = Math.min(Math.max(0, screen - visibleRows), total - size);
  return { start, end: start + size };
}

/** The window's row positions, plus the focused row when it lies outside (focus must never be unmounted). */
export function renderedRows(window: { start: number; end: number }, focusedRow: number): number[] {
  const rows: number[] = [];
  if (focusedRow >= 0 && focusedRow < window.start) rows.push(focusedRow);
  for (let row = window.start; row < window.end; row++) rows.push(row);
  if (focusedRow >= window.end) rows.push(focusedRow);
  return rows;
}

export type ColumnWidth = number | `${number}fr` | undefined;

/** Narrowest a flexible column gets; below it the table scrolls sideways inside its box. */
export const minColumnWidth = 75;

/** A CSS grid template for the columns (px as given, fractions of the free space) and the row's minimum width. */
export function columnTemplate(widths: readonly ColumnWidth[]): { template: string; minWidth: number } {
  let minWidth = 0;
  const tracks = widths.map((width) => {
    if (typeof width === 'number') {
      minWidth += width;
      return `${width}px`;
    }
    minWidth += minColumnWidth;
    return `minmax(${minColumnWidth}px, ${width ?? '1fr'})`;
  });
  return { template: tracks.join(' '), minWidth };
}
