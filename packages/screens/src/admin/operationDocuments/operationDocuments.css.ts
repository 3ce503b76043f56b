import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

export const tree = style({ listStyle: 'none', margin: 0, padding: 0 });

export const group = style({ listStyle: 'none', margin: 0, padding: 0 });

export const treeItem = style({ outline: 'none' });

export const treeRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  ':hover': { background: vars.color.surfaceSunken },
  selectors: {
    [`${treeItem}:focus-visible > &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    [`${treeItem}[aria-selected="true"] > &`]: { background: vars.color.brandSoft, fontWeight: vars.fontWeight.bold },
  },
});

/** The chevron's room; a row without children keeps it so titles line up. */
export const chevron = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  flexShrink: 0,
});

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const fileList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

/** A document's row as a line of the folder's panel. */
export const fileRow = style({ padding: `${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.border}` });
