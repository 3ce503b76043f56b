import { style, styleVariants } from '@vanilla-extract/css';
import { responsiveStyle } from '../theme/responsiveStyle.ts';

/**
 * Closed content is gone for everyone (display none). Open, it takes a line of its own at the end of the row it sits
 * in (a header's row of controls), so the row's other controls stay where they were.
 */
export const panel = style({
  display: 'none',
  flexBasis: '100%',
  order: 1,
  selectors: { '&[data-open]': { display: 'block' } },
});

const inPlace = { display: 'block', flexBasis: 'auto', flexGrow: 1, order: 0 } as const;

/** From the breakpoint up: no toggle, the content always shown in place. */
export const collapseBelow = {
  tablet: styleVariants({
    toggle: responsiveStyle({ tablet: { display: 'none' } }),
    panel: responsiveStyle({ tablet: inPlace }),
  }),
  desktop: styleVariants({
    toggle: responsiveStyle({ desktop: { display: 'none' } }),
    panel: responsiveStyle({ desktop: inPlace }),
  }),
};
