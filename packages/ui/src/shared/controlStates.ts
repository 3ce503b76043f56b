// State selectors shared by a React Aria control and its native twin. React Aria marks states with data attributes;
// a native element has only pseudo-classes, matched here only without React Aria's `data-rac`, so React Aria's
// controls keep to their own states (no hover left behind by a touch, no ring after a click). `:not(:disabled)`
// rather than `:enabled`, so a link (never disabled, never enabled) matches too.
export const hovered = '&[data-hovered], &:not([data-rac]):not(:disabled):hover';
export const hoveredOrPressed =
  '&[data-hovered], &[data-pressed], &:not([data-rac]):not(:disabled):is(:hover, :active)';
export const focused = '&[data-focused], &:not([data-rac]):focus';
export const focusVisible = '&[data-focus-visible], &:not([data-rac]):focus-visible';
export const disabled = '&[data-disabled], &:not([data-rac]):disabled';
