import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

/** Forms keep a readable line length on wide screens. */
export const formWidth = style({ maxWidth: '48rem', width: '100%' });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

/** An image's preview in the gallery: a fixed box, the picture contained. */
export const thumb = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
