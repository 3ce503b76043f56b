import { style } from '@vanilla-extract/css';
import { pill } from '../shared/pill.css.ts';
import { vars } from '../theme/contract.css.ts';

/** The compact pager: previous, "2 of 5", next, at the end of the row. */
export const compact = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export const position = style({ minWidth: 64, textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

/** The numbered pager's list of pages. */
export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** One page as a pill; the current one is highlighted. */
export const page = pill({ shape: 'square' });
export const currentPage = pill({ shape: 'square', current: true });

/** A gap, or previous/next where there is nowhere to go. */
export const inactive = style({ color: vars.color.textMuted });

/** A page chosen in place is a button drawn as the pager's links. */
export const inPlace = style({
  background: 'none',
  border: 0,
  padding: 0,
  // Not the `font` shorthand: the links' weight comes from their class.
  fontFamily: 'inherit',
  fontSize: 'inherit',
  lineHeight: 'inherit',
});
