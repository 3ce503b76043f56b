import { vars } from '@factory/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Height of the sticky header: sections scroll to just below it. */
const headerHeight = 72;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  minHeight: headerHeight,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

/** Centred content of a given maximum width. */
export const container = style({ maxWidth: 1120, marginInline: 'auto', width: '100%' });

/** A landing section: it receives focus from the nav (tabIndex -1) and scrolls to below the sticky header. */
export const section = style({
  scrollMarginTop: headerHeight,
  outline: 'none',
});

export const sunken = style({ background: vars.color.surfaceSunken });

export const heroTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brandStrong,
});

export const slide = style({ borderRadius: vars.radius.lg, overflow: 'hidden' });

/** An item of a grid list: the grid is the structure, no bullet or number marker. */
export const gridItem = style({ listStyle: 'none' });

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
});

export const claim = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const figure = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
});

export const footer = style({
  background: vars.color.surfaceSunken,
  borderTop: `4px solid ${vars.color.brand}`,
});

export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.normal });

export const map = style({
  height: 320,
  width: '100%',
  borderRadius: vars.radius.md,
  // Leaflet's panes stack up to z-index 1000: keep them under the sticky header.
  zIndex: vars.zIndex.base,
  isolation: 'isolate',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

// Leaflet's attribution links are small: the theme's link colour keeps them readable.
globalStyle(`${map} .leaflet-control-attribution a`, { color: vars.color.brandStrong });
// Leaflet's zoom + and − ask for 'Lucida Console', Monaco, monospace: whatever the machine has. The bundled one instead.
globalStyle(`${map} .leaflet-control-zoom-in, ${map} .leaflet-control-zoom-out`, { fontFamily: vars.font.mono });

/** The factory's marker on the map (an SVG circle: CSS paints over Leaflet's default colours). */
export const marker = style({ stroke: vars.color.brandStrong, fill: vars.color.accent });

// The nav marks the section the URL points at (aria-current="location") for sighted users too.
globalStyle(`${header} a[aria-current="location"]`, {
  textDecoration: 'underline',
  textDecorationThickness: 2,
  textUnderlineOffset: 6,
});

/** Holds a control's place while the session is unknown: invisible, out of the tab order and the a11y tree. */
export const reserved = style({ visibility: 'hidden' });
