import { createVar, style } from '@vanilla-extract/css';

/** The narrowest a tile may be when the grid fills the row with as many as fit. */
export const minItemWidth = createVar();

/** As many columns as fit, each at least `minItemWidth` wide, sharing the rest of the row. */
export const autoFill = style({ gridTemplateColumns: `repeat(auto-fill, minmax(${minItemWidth}, 1fr))` });
