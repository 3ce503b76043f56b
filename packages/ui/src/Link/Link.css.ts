import { recipe } from '@vanilla-extract/recipes';
import { focusVisible, hovered } from '../shared/controlStates.ts';
import { vars } from '../theme/contract.css.ts';

/** Link (React Aria) and NativeLink (the browser's own `<a>`). */
export const link = recipe({
  base: {
    color: vars.color.brand,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    outline: 'none',
    selectors: {
      [hovered]: { color: vars.color.brandStrong },
      [focusVisible]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      inline: { textDecoration: 'underline', textUnderlineOffset: 3 },
      standalone: {
        textDecoration: 'none',
        selectors: { [hovered]: { textDecoration: 'underline', textUnderlineOffset: 3 } },
      },
      inverse: {
        color: vars.color.textInverse,
        textDecoration: 'underline',
        selectors: { [hovered]: { color: vars.color.textInverse } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
