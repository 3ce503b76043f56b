import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: 720,
  marginInline: 'auto',
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
});
