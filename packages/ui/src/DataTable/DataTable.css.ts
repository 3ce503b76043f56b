import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const search = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const searchLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const searchInput = style({
  minWidth: 240,
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** The scroll box: RAC's virtualizer positions header, rows and cells inside it. */
export const table = style({
  width: '100%',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const header = style({
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
});

export const column = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.brand },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const sortIcon = style({ width: 12, height: 12, flexShrink: 0, fill: 'currentColor' });

/** While loading, the old rows stay readable (contrast kept) but visibly stale. */
export const row = style({
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    [`${root}[aria-busy] &`]: { opacity: 0.7 },
  },
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});
