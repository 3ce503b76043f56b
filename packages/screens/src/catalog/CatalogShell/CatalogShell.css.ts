import { vars } from '@factory/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', background: vars.color.surface, color: vars.color.text });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const topRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const searchLandmark = style({ flex: '1 1 280px', maxWidth: 480 });

export const search = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const accountList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const categoryRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const main = style({ padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}` });

// The text field takes the room the button leaves.
globalStyle(`${search} > :first-child`, { flex: 1 });
