export { Box, type BoxElement, type BoxProps, boxElements } from './Box.tsx';
export {
  type CollapseBelow,
  collapseBreakpoints,
  Inline,
  type InlineAlign,
  type InlineAlignY,
  type InlineProps,
  inlineAlignments,
  inlineVerticalAlignments,
} from './Inline.tsx';
export { Stack, type StackAlign, type StackProps, stackAlignments } from './Stack.tsx';
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
  headingLevels,
  headingSizes,
  Text,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
  textSizes,
  textTones,
  textWeights,
} from './Typography.tsx';
