import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

/** Scrolls sideways on its own when four products are wider than a phone; the page itself never does. */
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

const cell = style({
  padding: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

/** A picture to recognise the product by, not to study: the product page has the gallery. */
export const picture = style({ maxWidth: '10rem' });

/** Each product's column. */
export const productCell = style([cell]);

/** The measure's name stays in view while the products scroll past it. */
export const rowHeader = style([
  cell,
  {
    position: 'sticky',
    insetInlineStart: 0,
    width: '7rem',
    overflowWrap: 'normal',
    background: vars.color.surface,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const caption = style({ textAlign: 'start', paddingBlockEnd: vars.space.sm, color: vars.color.textMuted });
