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
