/**
 * The DataTable renders only the rows around the visible ones (and the focused one), placed where they are on the
 * whole page; its cost therefore does not grow with the page's row count. Plain functions, tested without a browser.
 */

/** The page's rows [start, end) rendered when the first visible row is `firstVisible`. */
export function rowWindow(firstVisible: number, visibleRows: number, total: number): { start: number; end: number } {
  // The visible screen and one on either side (none above the first, none below the last); the window moves a
  // screen at a time, so scrolling re-renders once per screen and a wheel or a drag never shows an empty gap.
  // A page of three screens or less is rendered whole.
  if (total <= visibleRows * 3) return { start: 0, end: total };
  const screen = Math.floor(Math.max(0, firstVisible) / visibleRows) * visibleRows;
  return { start: Math.max(0, screen - visibleRows), end: Math.min(total, screen + 2 * visibleRows) };
}

/** The window's row positions, plus the focused row when it lies outside (focus must never be unmounted). */
export function renderedRows(window: { start: number; end: number }, focusedRow: number): number[] {
  const rows: number[] = [];
  if (focusedRow >= 0 && focusedRow < window.start) rows.push(focusedRow);
  for (let row = window.start; row < window.end; row++) rows.push(row);
  if (focusedRow >= window.end) rows.push(focusedRow);
  return rows;
}

/** Every row's height and the header's, in px (cards have their own, cards.ts): one line of text or a small button. */
export const rowHeight = 48;

export type ColumnWidth = number | `${number}fr` | undefined;

/** Narrowest a flexible column gets; below it the table scrolls sideways inside its box. */
const minColumnWidth = 75;

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
