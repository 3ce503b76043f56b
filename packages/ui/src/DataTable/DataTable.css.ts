import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { focusVisible } from '../shared/controlStates.ts';
import { vars } from '../theme/contract.css.ts';
import { cardLineHeight, cardPadding } from './cards.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const search = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const searchLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const searchInput = style({
  minWidth: 240,
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    [focusVisible]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** The scroll box: the grid's header sticks to its top while the rows scroll under it. */
export const table = style({
  display: 'block',
  position: 'relative',
  width: '100%',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  outline: 'none',
  overscrollBehavior: 'contain',
});

export const header = style({
  display: 'block',
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
});

/** Header and body rows share their columns' grid template (set inline from the columns' widths). */
export const headerRow = style({ display: 'grid' });

export const column = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-sortable]': { cursor: 'pointer' },
    '&[data-sortable]:hover': { color: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const sortIcon = style({ width: 12, height: 12, flexShrink: 0, fill: 'currentColor' });

/** Body rows are placed absolutely at their position on the page, so only the rendered ones take layout time. */
export const body = style({ display: 'block', position: 'relative' });

/** While loading, the old rows stay readable (contrast kept) but visibly stale. */
export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  display: 'grid',
  // A row track as tall as the row: the grid need not measure its cells to size it (a page's rows lay out faster).
  gridAutoRows: '100%',
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': { background: vars.color.brandSoft },
    [`${root}[aria-busy] &`]: { opacity: 0.7 },
  },
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'start',
  padding: `0 ${vars.space.md}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

// A link too long for its cell ends in "…" (its full text is its name and the cell's title).
globalStyle(`${cell} > a`, { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** The row height, set on the table: a text cell's line is as tall as its row. */
export const rowHeight = createVar();

/**
 * A cell whose content is text: a block whose one line fills the row, which centres the text as the flex cell does
 * at a fraction of the layout work, and cuts it with an ellipsis. Cells with elements in them (links, badges) stay
 * flex.
 */
export const textCell = style([cell, { display: 'block', lineHeight: rowHeight, textOverflow: 'ellipsis' }]);

export const emptyRow = style({ display: 'grid' });

export const empty = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `0 ${vars.space.xl}`,
  color: vars.color.textMuted,
});

/** A row's action buttons on a wide table: one line. */
export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'nowrap' });

// Cards (a narrow table box, `data-layout="cards"`): the header row becomes a strip of the headers that scrolls
// sideways; each body row a card of fixed-height lines: title (with selection box and actions menu), then one
// labelled line per other column. Text that does not fit ends in "…".
const cardsRoot = `${root}[data-layout="cards"]`;

globalStyle(`${cardsRoot} ${headerRow}`, { display: 'flex', overflowX: 'auto', overflowY: 'hidden' });
globalStyle(`${cardsRoot} ${headerRow} > *`, { flexShrink: 0 });
globalStyle(`${cardsRoot} ${row}`, {
  boxSizing: 'border-box',
  gridAutoRows: cardLineHeight,
  alignContent: 'start',
  padding: `${cardPadding}px 0`,
  boxShadow: `inset 0 -2px 0 ${vars.color.border}`,
});
globalStyle(`${cardsRoot} ${row} > *`, {
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  columnGap: vars.space.md,
  alignItems: 'center',
});
globalStyle(`${cardsRoot} ${row} > [data-part="select"]`, { gridColumn: 1, gridRow: 1, display: 'flex' });
globalStyle(`${cardsRoot} ${row} > [data-part="title"]`, {
  gridColumn: 2,
  gridRow: 1,
  display: 'flex',
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${cardsRoot} ${row} > [data-part="actions"]`, { gridColumn: 3, gridRow: 1, display: 'flex' });

/** A card line's label: its column's header. */
export const cardLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A card line's value (or the card's title): one line, cut with "…". */
export const cardValue = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** Below the table: which rows of how many, then the pager (the spec's `N of M`). */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const range = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The keyboard hint, while focus is in the grid. */
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

/** The loading table's box: the grid's border and header, rows that never scroll (they are placeholders). */
export const skeleton = style({
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const skeletonRow = style({ display: 'grid', boxShadow: `inset 0 -1px 0 ${vars.color.border}` });

export const skeletonHeader = style({
  display: 'grid',
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
});
