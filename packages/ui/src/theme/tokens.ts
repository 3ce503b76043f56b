/**
 * Behavioural constants of the blocks, shared by their logic (milliseconds as numbers) and the theme
 * contract (as CSS durations).
 */
export const timing = {
  /** A toast vanishes after this long unless its own duration is given. */
  toastMs: 3000,
  /** The horizontal scroller advances this often. */
  scrollerIntervalMs: 5000,
  /** A menu stays open this long after the pointer leaves it. */
  menuCloseDelayMs: 500,
} as const;

/** Breakpoints shared by layout props and `responsiveStyle`: mobile first, each the minimum width in px. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** The media query of a breakpoint above mobile: `screen and (min-width: 768px)`. */
export const breakpointQuery = (name: Exclude<Breakpoint, 'mobile'>) =>
  `screen and (min-width: ${breakpoints[name]}px)`;

/** Pixel sizes the blocks compute with. */
export const sizing = {
  /** Height of one option in a Select's list; the list shows `displayLength` of them. */
  selectOptionPx: 50,
  /** How far from the viewport a lazy image starts loading. */
  lazyRootMargin: '200px',
} as const;
