import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** Holds the select and the chevron drawn over its right end. */
export const control = style({ position: 'relative', display: 'flex', flexDirection: 'column' });

/** Added to Select's trigger: no platform arrow, and room at the end for the 12 px chevron. */
export const select = style({
  display: 'block',
  appearance: 'none',
  paddingInlineEnd: `calc(${vars.space.md} + 12px + ${vars.space.sm})`,
});

/**
 * Where Select's trigger has its chevron (its padding inside its 1 px border); clicks go through to the select, and
 * it dims with a disabled one.
 */
export const chevron = style({
  position: 'absolute',
  insetInlineEnd: `calc(${vars.space.md} + 1px)`,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  selectors: { [`${select}:disabled ~ &`]: { opacity: 0.5 } },
});
