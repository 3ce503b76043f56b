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

export const item = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr) 160px auto',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const qty = style({ maxWidth: 160 });
