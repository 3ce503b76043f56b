import { style } from '@vanilla-extract/css';
import { focusVisible, hovered } from '../shared/controlStates.ts';
import { vars } from '../theme/contract.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/** The drawn square; its states follow the CheckboxButton's data attributes. */
export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onBrand,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.brand },
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${button}[data-pressed] &`]: { borderColor: vars.color.brandStrong },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}[data-invalid][data-selected] &, ${button}[data-invalid][data-indeterminate] &`]: {
      background: vars.color.danger,
    },
    [`${button}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const mark = style({ width: 14, height: 14, fill: 'none', stroke: 'currentColor', strokeWidth: 3 });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 'none',
  padding: 0,
  margin: 0,
});

export const groupLabel = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });

// NativeCheckboxGroup: the browser's fieldset and checkboxes drawn as CheckboxGroup and Checkbox, their states from
// the platform's pseudo-classes (shared/controlStates.ts) instead of React Aria's data attributes.

/** Its `<legend>`: a fieldset draws its legend outside its flex box, so the group's gap below it is a margin. */
export const nativeLegend = style({ padding: 0, marginBlockEnd: vars.space.sm });

/** A choice's label; dimmed, as a disabled Checkbox, while the fieldset is disabled. */
export const nativeChoice = style({
  selectors: { [`${group}:disabled &`]: { cursor: 'not-allowed', opacity: 0.5 } },
});

/** Holds the input drawn as the box and its mark, stacked in one grid cell. */
export const nativeBoxCell = style({ flexShrink: 0, display: 'grid', placeItems: 'center' });

/** Added to `box` on the `<input type="checkbox">`: no platform look, the box's states from its pseudo-classes. */
export const nativeBox = style({
  gridArea: '1 / 1',
  appearance: 'none',
  margin: 0,
  cursor: 'inherit',
  outline: 'none',
  selectors: {
    // Also while the pointer is over the label: the platform counts a label's hover and press as its control's.
    [hovered]: { borderColor: vars.color.brand },
    '&:checked': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:not([data-rac]):not(:disabled):active': { borderColor: vars.color.brandStrong },
    [focusVisible]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** The tick over the box, shown while the input before it is checked. */
export const nativeMark = style({
  gridArea: '1 / 1',
  color: vars.color.onBrand,
  pointerEvents: 'none',
  visibility: 'hidden',
  selectors: { [`${nativeBox}:checked + &`]: { visibility: 'visible' } },
});
