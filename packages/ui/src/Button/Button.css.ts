import { recipe } from '@vanilla-extract/recipes';
import { disabled, focusVisible, hoveredOrPressed } from '../shared/controlStates.ts';
import { vars } from '../theme/contract.css.ts';

/** Button (React Aria) and NativeButton (the browser's own `<button>`). */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '2px solid transparent',
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    outline: 'none',
    selectors: {
      [focusVisible]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
      [disabled]: { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { [hoveredOrPressed]: { background: vars.color.brandStrong } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { [hoveredOrPressed]: { background: vars.color.brandSoft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: { [hoveredOrPressed]: { background: vars.color.brandSoft } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        selectors: { [hoveredOrPressed]: { filter: 'brightness(0.9)' } },
      },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.md}`, minHeight: 32 },
      md: { fontSize: vars.fontSize.md, padding: `${vars.space.sm} ${vars.space.lg}`, minHeight: 40 },
      lg: { fontSize: vars.fontSize.lg, padding: `${vars.space.md} ${vars.space.xl}`, minHeight: 48 },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});
