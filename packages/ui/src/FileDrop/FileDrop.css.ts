import { style } from '@vanilla-extract/css';
import { iconButton } from '../shared/controls.css.ts';
import { vars } from '../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brand, background: vars.color.brandSoft, color: vars.color.text },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const hint = style({ fontSize: vars.fontSize.sm });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const preview = style({
  flexShrink: 0,
  width: 48,
  height: 48,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const filePlaceholder = style([preview, { display: 'flex', alignItems: 'center', justifyContent: 'center' }]);

export const fileText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.sm,
});

export const fileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const fileSize = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const rejected = style({ margin: 0, paddingLeft: vars.space.xl, fontSize: vars.fontSize.sm });

export const remove = style([
  iconButton,
  {
    width: 32,
    height: 32,
    selectors: { '&[data-hovered]': { background: vars.color.dangerSoft, color: vars.color.danger } },
  },
]);
