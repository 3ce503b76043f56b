import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  outline: 'none',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': { borderColor: vars.color.brand },
  },
});

/** The row after which `separatorAfter` cuts the list: a dashed line below it. */
export const separatedRow = style({
  marginBottom: vars.space.md,
  position: 'relative',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: `calc(-1 * ${vars.space.sm} - 1px)`,
      borderBottom: `2px dashed ${vars.color.borderStrong}`,
    },
  },
});

/** Where dragged rows would land: a line in the brand colour between two rows. */
export const dropIndicator = style({
  outline: 'none',
  selectors: { '&[data-drop-target]': { outline: `1px solid ${vars.color.brand}` } },
});

export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  minHeight: 32,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'grab',
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/** The consumer's content of a row, between the handle and the Move buttons. */
export const content = style({ flex: '1 1 12rem', minWidth: 0 });

export const actions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });

// While the list is disabled the Move buttons stay focusable (focus is not lost during a save) but look disabled.
globalStyle(`${actions} button[aria-disabled="true"]`, { cursor: 'not-allowed', opacity: 0.5 });
