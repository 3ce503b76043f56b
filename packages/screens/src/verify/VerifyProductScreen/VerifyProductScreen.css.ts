import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

/** The page's reading width, centred. */
export const page = style({
  width: '100%',
  maxWidth: 1200,
  marginInline: 'auto',
  padding: vars.space.lg,
});

/** The upload's progress bar: full width, a track with an outline (visible at 0%) filled in the brand colour. */
export const progress = style({
  appearance: 'none',
  display: 'block',
  width: '100%',
  height: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceSunken },
    '&::-webkit-progress-value': { background: vars.color.brand },
    '&::-moz-progress-bar': { background: vars.color.brand },
  },
});
