import { style } from '@vanilla-extract/css';
import { disabled, focusVisible, hovered } from '../shared/controlStates.ts';
import { vars } from '../theme/contract.css.ts';
import { sizing } from '../theme/tokens.ts';

export const field = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 160,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

/** The Select's button, and NativeSelect's `<select>`. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    [hovered]: { borderColor: vars.color.brand },
    [focusVisible]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    [disabled]: { cursor: 'not-allowed', opacity: 0.5 },
    [`${field}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export { chevron } from '../shared/controls.css.ts';

export const popover = style({
  minWidth: 'var(--trigger-width)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  zIndex: vars.zIndex.dropdown,
});

/** The list scrolls once it holds more than `displayLength` options; its max height is set inline. */
export const listbox = style({ overflowY: 'auto', outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  height: sizing.selectOptionPx,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold, color: vars.color.brand },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
