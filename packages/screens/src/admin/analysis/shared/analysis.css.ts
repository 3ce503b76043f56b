import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

/** A chart and its table: the table scrolls sideways on a narrow screen rather than widening the page. */
export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const chart = style({ width: '100%', minWidth: 0 });

// Positioned, so a visually hidden label inside (absolutely positioned) is clipped with the table instead of
// widening the page past a phone's screen.
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%', position: 'relative' });

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.xs,
});

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const headerCell = style([
  cell,
  { fontWeight: vars.fontWeight.bold, borderBlockEnd: `2px solid ${vars.color.borderStrong}` },
]);

export const numberCell = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);

export const numberHeader = style([headerCell, { textAlign: 'end' }]);

// Names wrap between words; a word breaks only when it alone is wider than the cell (`anywhere` let the table
// squeeze "Allosaurus" into "Allosaur us" on a phone; now the table scrolls sideways in its box instead).
export const nameCell = style([cell, { fontWeight: vars.fontWeight.regular, overflowWrap: 'break-word' }]);

export const resultList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const resultItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const qty = style({ width: '9rem' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
