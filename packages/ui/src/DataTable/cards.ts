/**
 * The DataTable's card layout (narrow containers): each row a card whose first line is the row's title (with its
 * selection box and actions menu) and whose other columns are labelled lines below it. Every line is one text line
 * high, so a card's height is known from the column count and the rows stay virtualised at a fixed height.
 */

/** The height of one line of a card in px: fits a small button (32 px) with room around it. */
export const cardLineHeight = 40;

/** Space above the first and below the last line of a card, in px. */
export const cardPadding = 8;

/** Below this width in px (of the table's own box, not the window) rows are shown as cards. */
export const defaultCardsBelow = 640;

/** A card's height for a table of `columns` data columns: the title line and one line per other column. */
export function cardHeight(columns: number): number {
  return Math.max(1, columns) * cardLineHeight + 2 * cardPadding;
}

/** Whether a table box `width` px wide shows cards; an unmeasured box (0, server rendering) shows the table. */
export const showsCards = (width: number, cardsBelow: number) => width > 0 && width < cardsBelow;

/** The full text of a cell whose content may be cut with "…": its text, or the row value a field column shows. */
export function fullText(content: unknown, value: unknown): string | undefined {
  if (typeof content === 'string' || typeof content === 'number') return String(content);
  if (typeof value === 'string' && value !== '') return value;
  return undefined;
}
