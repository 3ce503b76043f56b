import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

export const summary = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const page = style({
  display: 'inline-flex',
  minWidth: 36,
  justifyContent: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const currentPage = style([page, { borderColor: vars.color.brand, background: vars.color.brandSoft }]);

export const gap = style({ color: vars.color.textMuted });
