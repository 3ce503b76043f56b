// Mobile-first styles per breakpoint for `.css.ts` files, like Braid's `responsiveStyle`: the theme's breakpoints
// are the only media queries a block or screen uses.
import type { StyleRule } from '@vanilla-extract/css';
import { breakpointQuery } from './tokens.ts';

/** A style without its own media queries (the breakpoint gives it one). */
type PlainStyle = Omit<StyleRule, '@media' | '@supports' | '@container' | '@layer'>;

/** The style from each breakpoint up; `mobile` applies everywhere unless a wider breakpoint overrides it. */
export interface BreakpointStyles {
  mobile?: PlainStyle;
  tablet?: PlainStyle;
  desktop?: PlainStyle;
}

/** `style(responsiveStyle({ mobile: {…}, desktop: {…} }))`: the mobile style plus one `min-width` query per breakpoint. */
export function responsiveStyle({ mobile, tablet, desktop }: BreakpointStyles): StyleRule {
  const media: Record<string, PlainStyle> = {};
  if (tablet) media[breakpointQuery('tablet')] = tablet;
  if (desktop) media[breakpointQuery('desktop')] = desktop;
  return { ...mobile, ...(Object.keys(media).length > 0 ? { '@media': media } : {}) } as StyleRule;
}
