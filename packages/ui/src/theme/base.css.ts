import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

// What the blocks rely on and ship with the theme (the page reset is opt-in, ./reset.css.ts): the border box they are
// measured in, a visible focus ring and reduced motion. All at zero specificity, so any rule of the site wins.
globalStyle(':where(*, *::before, *::after)', { boxSizing: 'border-box' });
globalStyle(':where(:focus-visible)', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle(':where(*)', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
