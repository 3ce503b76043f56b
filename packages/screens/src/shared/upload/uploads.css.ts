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

export const progress = style({ width: '100%', height: '0.5rem', accentColor: vars.color.brand });

export const area = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
