import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../theme/sprinkles.css.ts';

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

const from = (breakpoint: keyof typeof breakpoints) => `screen and (min-width: ${breakpoints[breakpoint]}px)`;
const inPlace = { display: 'block', flexBasis: 'auto', flexGrow: 1, order: 0 } as const;

/** From the breakpoint up: no toggle, the content always shown in place. */
export const collapseBelow = {
  tablet: styleVariants({
    toggle: { '@media': { [from('tablet')]: { display: 'none' } } },
    panel: { '@media': { [from('tablet')]: inPlace } },
  }),
  desktop: styleVariants({
    toggle: { '@media': { [from('desktop')]: { display: 'none' } } },
    panel: { '@media': { [from('desktop')]: inPlace } },
  }),
};
