import { vars } from '@factory/ui';
import { style } from '@vanilla-extract/css';

/** The obsolete notice: a bordered note with its word "Obsolete" in text, not only in colour. */
export const notice = style({
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  maxInlineSize: '70ch',
});

export const noticeTitle = style({ fontWeight: vars.fontWeight.bold, margin: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-dragging]': { opacity: 0.5 },
  },
});

export const itemText = style({ flex: '1 1 16rem', minInlineSize: 0 });

export const dropIndicator = style({
  selectors: { '&[data-drop-target]': { outline: `2px solid ${vars.color.focus}` } },
});

export const handle = style({
  cursor: 'grab',
  background: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: 0, margin: 0 });

export const choice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  maxInlineSize: '40rem',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
