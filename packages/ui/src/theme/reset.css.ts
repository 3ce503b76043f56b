import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

// Opt-in (`@factory/ui/reset`): the blocks style themselves without it, so a site that has its own base styles keeps
// them. This repo's app and Storybook opt in.
// A small reset of the page: its body in the theme's type and colours, headings and paragraphs without margins, media
// that never overflows its box, form controls in the page's font.
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
// The browser's own `monospace` is whichever the machine has; code and keys take the bundled one.
globalStyle('code, kbd, pre, samp', { fontFamily: vars.font.mono });
