import { vars } from '@factory/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const tagBase = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  border: '1px solid',
  whiteSpace: 'nowrap',
});

/** The state tag: text and colour both say the state (never colour alone). */
export const stateTag = styleVariants({
  waiting: [tagBase, { background: vars.color.infoSoft, color: vars.color.text, borderColor: vars.color.info }],
  locked: [tagBase, { background: vars.color.warningSoft, color: vars.color.text, borderColor: vars.color.warning }],
  verified: [tagBase, { background: vars.color.successSoft, color: vars.color.text, borderColor: vars.color.success }],
  expired: [tagBase, { background: vars.color.surfaceSunken, color: vars.color.text, borderColor: vars.color.border }],
});

/** The link to send, shown whole so it can also be selected by hand. */
export const link = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const thumbnail = style({ width: '100%', maxWidth: 160 });
