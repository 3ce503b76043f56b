import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

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

export const area = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
