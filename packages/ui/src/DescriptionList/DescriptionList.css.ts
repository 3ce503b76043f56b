import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const list = style({ margin: 0 });

/** `columns`: terms in one column, values beside them, one pair per row. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.xl,
  rowGap: vars.space.sm,
});

/** Each pair's wrapper; in `columns` it lets term and value sit in the list's grid. */
export const pair = styleVariants({
  columns: { display: 'contents' },
  tiles: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
  },
});

globalStyle(`${pair.columns} dt`, { color: vars.color.textMuted });
// A long unbroken value (an email address) wraps inside its column instead of widening the page on a phone.
globalStyle(`${pair.columns} dd`, { margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
globalStyle(`${pair.tiles} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${pair.tiles} dd`, { margin: 0, fontWeight: vars.fontWeight.bold });
