import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export { chevron } from '../shared/controls.css.ts';

export const popover = style({
  minWidth: 200,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
  outline: 'none',
});

export const menu = style({
  maxHeight: 'inherit',
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
  fontFamily: vars.font.body,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-open]': { background: vars.color.brandSoft, color: vars.color.brandStrong },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});
