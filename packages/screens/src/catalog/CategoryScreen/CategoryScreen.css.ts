import { responsiveStyle, vars } from '@factory/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const banner = style({ borderRadius: vars.radius.lg, overflow: 'hidden' });

/**
 * A strip on a laptop (a 5:1 banner was 243 px of a 720 px screen): the first row of products starts on the first
 * screen below it.
 */
export const bannerImage = style(responsiveStyle({ desktop: { maxHeight: 96 } }));

/** The cover text is the category's own HTML: give its headings, lists and pictures the page's look. */
export const cover = style({
  maxWidth: 760,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});
globalStyle(`${cover} h2, ${cover} h3`, { fontFamily: vars.font.heading, margin: `0 0 ${vars.space.sm}` });
globalStyle(`${cover} p, ${cover} ul`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${cover} img`, { maxWidth: 240, height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${cover} a`, { color: vars.color.brand });
