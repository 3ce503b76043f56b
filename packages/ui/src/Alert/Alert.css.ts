import { style, styleVariants } from '@vanilla-extract/css';
import { focusVisible, hovered } from '../shared/controlStates.ts';
import { vars } from '../theme/contract.css.ts';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  borderLeftWidth: 6,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const variant = styleVariants({
  success: { background: vars.color.successSoft, borderColor: vars.color.success },
  danger: { background: vars.color.dangerSoft, borderColor: vars.color.danger },
  warning: { background: vars.color.warningSoft, borderColor: vars.color.warning },
  info: { background: vars.color.infoSoft, borderColor: vars.color.info },
});

export const icon = styleVariants({
  success: { color: vars.color.success },
  danger: { color: vars.color.danger },
  warning: { color: vars.color.warning },
  info: { color: vars.color.info },
});

export const iconBase = style({ flexShrink: 0, width: 20, height: 20 });

export const content = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  margin: -4,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    [hovered]: { background: 'rgba(0, 0, 0, 0.06)' },
    [focusVisible]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
