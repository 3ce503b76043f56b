import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** A round, borderless button holding one small icon (close, dismiss, remove); blocks compose it with a size. */
export const iconButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

/** The small down-pointing chevron of a trigger that opens a list (Select, Menu). */
export const chevron = style({
  width: 12,
  height: 12,
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
});

/** Read by assistive technology, not shown (a progress bar's name, a field label the context makes plain). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
