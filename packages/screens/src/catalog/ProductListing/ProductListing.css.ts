import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

/** The height range's two selects under one legend, drawn as the filters' checkbox groups are. */
export const heightRange = style({
  display: 'grid',
  gap: vars.space.sm,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

/** A fieldset draws its legend outside its grid, so the gap below it is a margin (as NativeCheckboxGroup's). */
export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});
