import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

/** The global indicator sits in the top corner, over the page, without moving it. */
export const indicator = style({
  position: 'fixed',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  zIndex: vars.zIndex.toast,
  pointerEvents: 'none',
});
