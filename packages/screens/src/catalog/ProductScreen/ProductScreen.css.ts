import { vars } from '@factory/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
});

export const fullWidth = style({ gridColumn: '1 / -1' });

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const mainImage = style({
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const thumbnails = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const lists = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.xl,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
});

export const variant = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, listStyle: 'none' });

globalStyle(`${fact} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: 0, fontWeight: vars.fontWeight.bold });
