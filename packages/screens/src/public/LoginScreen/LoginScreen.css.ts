import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  background: vars.color.surfaceSunken,
});

export const card = style({
  maxWidth: 440,
  marginInline: 'auto',
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});
