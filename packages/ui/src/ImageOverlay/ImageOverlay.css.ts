import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const frame = style({ position: 'relative', overflow: 'hidden', borderRadius: vars.radius.lg });

// The text block carries its own shade: solid overlay colour behind the text (white on it keeps 4.5:1 even
// over a white picture), fading out only in the top padding, above the text.
export const overlay = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.xxxl} ${vars.space.xl} ${vars.space.xl}`,
  color: vars.color.textInverse,
  background: `linear-gradient(to top, ${vars.color.overlay} calc(100% - ${vars.space.xxxl}), transparent)`,
  textShadow: `0 1px 2px ${vars.color.overlay}`,
});

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.textInverse });

export const subtitle = style({ fontSize: vars.fontSize.md, maxWidth: '60ch' });

export const actions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm });
