import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

// The row's parts side by side; the size and date wrap under the name when the row is narrow.
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

/**
 * The name takes the room left, so sizes and dates line up at the rows' end; where the whole name and the size do
 * not fit side by side, the size moves under the name rather than the name breaking beside it (`auto`: the name's
 * own width decides the wrap). Only a name wider than the row breaks, anywhere.
 */
export const name = style({ overflowWrap: 'anywhere', flex: '1 1 auto', minWidth: 0 });
