import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxWidth: 760,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const unreadRow = style([row, { borderColor: vars.color.brand, background: vars.color.brandSoft }]);

export const unreadMark = style({ color: vars.color.brandStrong });

/** A form of three fields reads best narrow, not across a desktop's width. */
export const passwordSection = style({ maxWidth: 420 });
