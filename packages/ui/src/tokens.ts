// @factory/ui/tokens — the theme as data, safe to import anywhere: a React Server Component, a Node script, a
// vanilla-extract site's own .css.ts (to implement `vars` with `createGlobalTheme`). No React, no styles installed.
export { brandTokens } from './theme/brand.css.ts';
export { cssVarPrefix, vars } from './theme/contract.css.ts';
export { darkColors, darkShadows } from './theme/dark.css.ts';
export { type Breakpoint, breakpointQuery, breakpoints, sizing, timing } from './theme/tokens.ts';
