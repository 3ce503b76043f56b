// Bundled fonts (no network): Inter for text, Fredoka for headings. Plain CSS imports belong here, not in
// a .css.ts file, whose imports vanilla-extract evaluates at build time and drops.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import '@fontsource/fredoka/500.css';
import '@fontsource/fredoka/600.css';
import './brand.css.ts';
import './global.css.ts';

export { brandTokens } from './brand.css.ts';
export { vars } from './contract.css.ts';
export { breakpoints, type Sprinkles, sprinkles } from './sprinkles.css.ts';
export { sizing, timing } from './tokens.ts';
