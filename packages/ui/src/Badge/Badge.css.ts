import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

// As wide as the control, even where the parent stretches its children (a grid cell, a flex column): the bubble is
// placed against the wrapper's edges, so a stretched wrapper would carry it away from the control.
export const wrapper = style({ position: 'relative', display: 'inline-flex', width: 'fit-content' });

// The bubble sits on the top edge of the wrapped control, half outside it.
export const bubble = recipe({
  base: {
    position: 'absolute',
    top: 0,
    minWidth: 20,
    height: 20,
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.pill,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: '20px',
    textAlign: 'center',
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
  },
  variants: {
    position: {
      start: { insetInlineStart: 0, transform: 'translate(-50%, -50%)' },
      center: { left: '50%', transform: 'translate(-50%, -50%)' },
      end: { insetInlineEnd: 0, transform: 'translate(50%, -50%)' },
    },
  },
  defaultVariants: { position: 'end' },
});
