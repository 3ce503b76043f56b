import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  // Within the list's height: a tab reaching into the list's border (a -1 px margin) made the list, which scrolls
  // sideways on a narrow screen, 1 px taller than its box, and WebKit drew a vertical scrollbar for it.
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[data-selected]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
    '&[data-disabled]': { color: vars.color.border, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
