import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

export const summary = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** Picture, title, quantity and actions side by side; on a narrow screen they wrap instead of overflowing. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

/** The title takes the room left; below 160 px it moves under the picture. */
export const title = style({ flex: '1 1 160px', minWidth: 0 });

// `minWidth: 0`: the number input's own width must not push the row wider than a phone.
export const qty = style({ flex: '0 0 160px', minWidth: 0 });
