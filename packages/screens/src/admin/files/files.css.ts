import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

export const trail = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const trailButton = style({
  background: 'none',
  border: 'none',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  font: 'inherit',
  color: vars.color.brandStrong,
  textDecoration: 'underline',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const trailCurrent = style({ fontWeight: 700, padding: `${vars.space.xxs} ${vars.space.xs}` });

export const separator = style({ color: vars.color.textMuted });

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const entrySelected = style({ outline: `3px solid ${vars.color.brand}`, outlineOffset: -1 });

export const thumbButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const thumb = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  display: 'block',
});

export const placeholder = style([
  thumb,
  { display: 'grid', placeItems: 'center', color: vars.color.textMuted, border: `1px dashed ${vars.color.border}` },
]);

export const entryName = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const entryMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const entryActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const pickerValue = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const pickerThumb = style({
  width: '7.5rem',
  height: '7.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const pickerEmpty = style([pickerThumb, { display: 'grid', placeItems: 'center', color: vars.color.textMuted }]);

export const fieldLabel = style({ fontWeight: 600 });

export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const fieldHelp = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
