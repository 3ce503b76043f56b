import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

/** One choice among several (a page of a pager, a sub-category): the current one is highlighted. */
export const pill = recipe({
  base: {
    display: 'inline-flex',
    justifyContent: 'center',
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
  },
  variants: {
    /** `round` for labels, `square` (rounded corners) for page numbers. */
    shape: {
      round: { padding: `${vars.space.xs} ${vars.space.md}`, borderRadius: vars.radius.pill },
      square: { minWidth: 36, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.md },
    },
    current: { true: { borderColor: vars.color.brand, background: vars.color.brandSoft } },
  },
  defaultVariants: { shape: 'round' },
});
