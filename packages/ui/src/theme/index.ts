export { brandTokens } from './brand.css.ts';
export { vars } from './contract.css.ts';
export { breakpoints, type Sprinkles, sprinkles } from './sprinkles.css.ts';
export { sizing, timing } from './tokens.ts';
