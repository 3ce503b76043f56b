import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { responsiveStyle } from '../theme/responsiveStyle.ts';

/** The column widths, e.g. `minmax(0, 5fr) minmax(0, 6fr)`. */
export const template = createVar();

const oneColumn = { gridTemplateColumns: 'minmax(0, 1fr)' };
const sideBySide = { gridTemplateColumns: template };

export const base = style({ display: 'grid' });

/** Below the breakpoint the columns stack into one. */
export const collapse = styleVariants({
  never: sideBySide,
  tablet: responsiveStyle({ mobile: oneColumn, tablet: sideBySide }),
  desktop: responsiveStyle({ mobile: oneColumn, desktop: sideBySide }),
});
