import { createVar, style } from '@vanilla-extract/css';
import { focusVisible, hoveredOrPressed } from '../shared/controlStates.ts';
import { vars } from '../theme/contract.css.ts';

/** Slides in view at once, and the index of the first one in view. */
export const perView = createVar();
export const index = createVar();
const gap = vars.space.lg;

export const carousel = style({ display: 'grid', gap: vars.space.md });

export const controls = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    [hoveredOrPressed]: { background: vars.color.brandSoft },
    [focusVisible]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const viewport = style({ overflow: 'hidden' });

// Each step moves the track by one slide plus one gap: (100% + gap) / perView of the track's width.
export const track = style({
  display: 'flex',
  gap,
  transform: `translateX(calc(${index} * -1 * (100% + ${gap}) / ${perView}))`,
  transition: `transform ${vars.motion.slow} ease`,
});

export const slide = style({
  flex: `0 0 calc((100% - (${perView} - 1) * ${gap}) / ${perView})`,
  minWidth: 0,
});
