import { style } from '@vanilla-extract/css';
import { disabled, focused, focusVisible, hovered } from '../shared/controlStates.ts';
import { vars } from '../theme/contract.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export { visuallyHidden } from '../shared/controls.css.ts';

export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space.xxs });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

/**
 * The box around what the user types: the input itself (React Aria's, or NativeTextField's with the platform's
 * states), or a group with buttons inside.
 */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  width: '100%',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    [hovered]: { borderColor: vars.color.text },
    [`&[data-focus-within], ${focused}`]: {
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 1px ${vars.color.brand}`,
    },
    [focusVisible]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focus-within], &[data-invalid][data-focused]': {
      boxShadow: `0 0 0 1px ${vars.color.danger}`,
    },
    [disabled]: { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** An input inside a `control` group: borderless, it fills the space beside the buttons. */
export const bareInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 'none',
  background: 'transparent',
  padding: `0 ${vars.space.md}`,
  outline: 'none',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

export const input = style([control, { padding: `${vars.space.sm} ${vars.space.md}` }]);

export const textArea = style([input, { minHeight: 96, resize: 'vertical', lineHeight: vars.lineHeight.normal }]);

export const inlineButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  minWidth: 40,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-hovered]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const switchField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const switchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: 40,
  height: 24,
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    [`${switchButton}[data-selected] &`]: { background: vars.color.brand },
    [`${switchButton}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${switchButton}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 3,
  left: 3,
  width: 18,
  height: 18,
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${switchButton}[data-selected] &`]: { transform: 'translateX(16px)' } },
});
