import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

export const password = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  userSelect: 'all',
});
