import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.normal}`,
});

export const media = style({ display: 'block' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  flexGrow: 1,
});

export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.text });

// The title link stretches over the whole card (its ::after), so a click anywhere on it follows the link.
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: 3 },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});

export const linkCard = style({
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

export const body = style({ color: vars.color.textMuted });

// Above the stretched link, so buttons in the footer keep their own clicks.
export const footer = style({
  position: 'relative',
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});
