import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

// A small reset: predictable box model, inherited fonts, media that never overflows its box.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.heading,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});
globalStyle('p', { margin: 0 });
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
