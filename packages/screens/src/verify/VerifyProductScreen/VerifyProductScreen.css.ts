import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

/** The page's reading width, centred. */
export const page = style({
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
  padding: vars.space.lg,
});
