import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

// The frame holds the image's box before anything loads, so the page never shifts.
export const frame = style({
  display: 'block',
  position: 'relative',
  maxWidth: '100%',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

export const image = recipe({
  base: {
    display: 'block',
    width: '100%',
    height: '100%',
    // Until the picture arrives the alt text would be painted in the box; assistive technology still reads it.
    color: 'transparent',
  },
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
  },
  defaultVariants: { fit: 'cover' },
});
