import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

export const sizes = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const size = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xxs });

export const preview = style({ display: 'block', objectFit: 'contain' });

export const chipIcon = style({ display: 'inline-block', verticalAlign: 'middle', objectFit: 'contain' });
