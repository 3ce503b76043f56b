import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { iconButton } from '../shared/controls.css.ts';
import { vars } from '../theme/contract.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(100vh - 32px)',
    overflowY: 'auto',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
  },
  variants: {
    size: {
      sm: { maxWidth: 420 },
      md: { maxWidth: 560 },
      lg: { maxWidth: 800 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.text });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const close = style([
  iconButton,
  {
    width: 32,
    height: 32,
    marginTop: -4,
    marginRight: -8,
    selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 } },
  },
]);
