import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

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

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
});

export const variant = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, listStyle: 'none' });
