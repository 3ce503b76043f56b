import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

// Drawn as the browser's field it replaces (ui NativeTextField), so nothing moves when the suggestions' code lands.
export const input = style({
  minHeight: 40,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': { borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` },
  },
});

export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: 280,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  overflowY: 'auto',
  zIndex: vars.zIndex.dropdown,
});

export const listbox = style({ outline: 'none', padding: `${vars.space.xs} 0` });

export const sectionHeader = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft },
  },
});

export const code = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const note = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
