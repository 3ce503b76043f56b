import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

// Chips and the text input sit in one box that looks like a single field.
export const field = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:has(input[data-focused])': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: 1,
    },
  },
});

export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const removeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});

export const combo = style({ display: 'flex', flex: '1 1 10ch', minWidth: '10ch', alignItems: 'center' });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: 32,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});

export const popover = style({
  width: 'var(--trigger-width)',
  maxHeight: 300,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const listBox = style({ padding: vars.space.xs, outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.brandSoft, color: vars.color.brandStrong },
  },
});

export const empty = style({ padding: `${vars.space.sm} ${vars.space.md}`, color: vars.color.textMuted });
