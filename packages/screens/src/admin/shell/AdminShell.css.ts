import { vars } from '@factory/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', background: vars.color.surface, color: vars.color.text });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold });

export const sidebar = style({
  flex: '0 0 16rem',
  background: vars.color.surfaceRaised,
  borderRight: `1px solid ${vars.color.border}`,
});

export const groupHeading = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  margin: 0,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

// The sidebar's links are the ui Link (client-side navigation); the current one is marked by aria-current.
globalStyle(`${list} a`, {
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
});
globalStyle(`${list} a[aria-current="page"]`, { background: vars.color.brandSoft, fontWeight: vars.fontWeight.bold });

export const main = style({ flex: '1 1 auto', minWidth: 0, outline: 'none' });
