export { brandTokens } from './brand.css.ts';
export { cssVarPrefix, vars } from './contract.css.ts';
export { darkColors, darkShadows } from './dark.css.ts';
export { coreCharacters, outsideCore, unicodeRangeOf } from './fontSubset.ts';
export { type BreakpointStyles, responsiveStyle } from './responsiveStyle.ts';
export { type Sprinkles, sprinkles } from './sprinkles.css.ts';
export { type Breakpoint, breakpointQuery, breakpoints, sizing, timing } from './tokens.ts';
