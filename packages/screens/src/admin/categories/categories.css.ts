import { vars } from '@factory/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The order list's width on a wide page (the list itself comes from @factory/ui's ReorderableList). */
export const orderWidth = style({ maxWidth: 760 });

/** A row's content: its place, title and nav-chip tag on one line (wrapping when narrow). */
export const orderItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const position = style({
  minWidth: '2ch',
  textAlign: 'right',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const rowTitle = style({ flex: '1 1 8rem', fontWeight: vars.fontWeight.medium });

export const tag = style({
  display: 'inline-flex',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
});

export const chipTag = style([tag, { background: vars.color.brandSoft, borderColor: vars.color.brand }]);

export const tree = style({ listStyle: 'none', margin: 0, padding: 0 });
export const subTree = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  paddingLeft: vars.space.lg,
  borderLeft: `1px solid ${vars.color.border}`,
});
export const treeItem = style({ padding: `${vars.space.xxs} 0` });
export const treeCount = style({ color: vars.color.textMuted, marginLeft: vars.space.xs });

export const formWidth = style({ maxWidth: 760, width: '100%' });

export const editorFrame = style({
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const toolButton = style({
  minWidth: 36,
  minHeight: 36,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
  },
});

export const editorArea = style({
  minHeight: 160,
  padding: vars.space.md,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});
globalStyle(`${editorArea} p, ${editorArea} ul, ${editorArea} ol`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${editorArea} img`, { maxWidth: 240, height: 'auto' });

export const preview = style({
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const picture = style({ width: 240, maxWidth: '100%' });

/** The move announcement: read by screen readers, shown as a quiet line. */
export const status = style({ minHeight: '1.5em', margin: `0 0 ${vars.space.xs}`, color: vars.color.textMuted });

export const editorLabel = style({
  display: 'block',
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space.xxs,
});
export const editorHelp = style({
  margin: `0 0 ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
