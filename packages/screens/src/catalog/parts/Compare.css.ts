import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

/** Kept in view at the bottom while the buyer scrolls the list for a second product. */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const status = style({ flex: '1 1 12rem', margin: 0, fontWeight: 600 });
