import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

/** Cards fill the row: as many 220px columns as fit. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
