// How Columns' `widths` become a grid template. Pure, so it is tested without a browser.

/** A share of the free space (`5` of `5 + 6`), the content's own width, or a fixed width in pixels. */
export type ColumnWidth = number | 'content' | `${number}px`;

/** `[5, 6]` → `minmax(0, 5fr) minmax(0, 6fr)`; `'content'` → `auto`; `'160px'` stays. */
export function columnTemplate(widths: readonly ColumnWidth[]): string {
  return widths
    .map((width) => (typeof width === 'number' ? `minmax(0, ${width}fr)` : width === 'content' ? 'auto' : width))
    .join(' ');
}
