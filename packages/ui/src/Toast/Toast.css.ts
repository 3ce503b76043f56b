import { style, styleVariants } from '@vanilla-extract/css';
import { iconButton } from '../shared/controls.css.ts';
import { vars } from '../theme/contract.css.ts';

export const region = style({
  position: 'fixed',
  bottom: vars.space.xl,
  right: vars.space.xl,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(420px, calc(100vw - 2 * 24px))',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 4 } },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  paddingLeft: vars.space.lg,
  borderRadius: vars.radius.md,
  borderLeft: '6px solid',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const variant = styleVariants({
  success: { borderLeftColor: vars.color.success },
  danger: { borderLeftColor: vars.color.danger },
  warning: { borderLeftColor: vars.color.warning },
  info: { borderLeftColor: vars.color.info },
});

export const content = style({ flex: 1, minWidth: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** With several lines, the first is the headline ("Product verification failed.") and the rest its details. */
export const line = style({
  selectors: { '&:first-child:not(:only-child)': { fontWeight: vars.fontWeight.bold } },
});

export const close = style([iconButton, { width: 28, height: 28 }]);
