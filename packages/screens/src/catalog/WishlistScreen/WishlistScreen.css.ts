import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

export const summary = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** One wishlist row as a card; its parts sit in Columns. */
export const item = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

/** The review of what is sent: one line per product, its pieces at the end. */
export const review = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const reviewRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The title and code take the row's room, so only a refused quantity's message wraps to a line of its own. */
export const reviewTitle = style({ flex: '1 1 0', minWidth: 0 });

/** The code under the title, never broken at its hyphens. */
export const reviewCode = style({
  display: 'block',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const reviewPieces = style({ flexShrink: 0, whiteSpace: 'nowrap' });

/** A refused quantity's message, on a line of its own under the row, ending under the pieces. */
export const reviewProblem = style({
  flexBasis: '100%',
  textAlign: 'end',
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

/** The outcome of a send takes focus so it is in view; the alert inside shows it, so no second ring. */
export const outcome = style({ outline: 'none' });

/** The send's message and its buttons, scrolled into view together. */
export const dialogEnd = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
