import { style } from '@vanilla-extract/css';
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
export const page = style({
  display: 'inline-flex',
  minWidth: 36,
  justifyContent: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const currentPage = style([page, { borderColor: vars.color.brand, background: vars.color.brandSoft }]);

/** A gap, or previous/next where there is nowhere to go. */
export const inactive = style({ color: vars.color.textMuted });
