import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

/** Off screen until it has the keyboard's focus, then over the top left of the page. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: vars.space.md,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', outline: `2px solid ${vars.color.focus}` } },
});
