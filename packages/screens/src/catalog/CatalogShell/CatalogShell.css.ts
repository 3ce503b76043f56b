import { responsiveStyle, vars } from '@factory/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', background: vars.color.surface, color: vars.color.text });

/** At most 64 px tall on a phone, 120 px on a laptop: one row of controls, one of categories. */
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  ...responsiveStyle({ tablet: { padding: `${vars.space.sm} ${vars.space.xl}` } }),
});

// Wraps only to give an opened search field its own line on a phone.
export const topRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  ...responsiveStyle({ tablet: { columnGap: vars.space.lg } }),
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  ...responsiveStyle({ tablet: { fontSize: vars.fontSize.xl } }),
});

export const searchLandmark = style({ display: 'block', maxWidth: 480 });

export const search = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

/** The account links keep to the end of the row. */
export const account = style({ marginLeft: 'auto' });

/** The wishlist's hit area: at least 40 × 40 px also when only the heart shows. */
export const wishlistTarget = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: 40,
  minHeight: 40,
});

export const categoryRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/**
 * The 8 chips wrap rather than scroll: a sideways scroller hid the 7th and 8th behind a thin scrollbar on a 1366 or
 * 1440 px laptop, where nothing told a user they were there.
 */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  // No gap: each chip's own padding spaces them, which leaves the row room for all 8 at 1366 px.
  gap: 0,
  minWidth: 0,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const main = style({
  // Focused by the skip link only to move the Tab order there: no ring around the whole page.
  outline: 'none',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  ...responsiveStyle({ tablet: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}` } }),
});

// The text field takes the room the button leaves.
globalStyle(`${search} > :first-child`, { flex: 1 });
