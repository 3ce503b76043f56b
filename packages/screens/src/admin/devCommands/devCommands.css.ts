// The developer commands' output: what a command printed, as a terminal shows it.
import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

export const outputFigure = style({ margin: 0, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const output = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
