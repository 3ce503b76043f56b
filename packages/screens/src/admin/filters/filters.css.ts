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
