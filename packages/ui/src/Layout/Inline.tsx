import type { Sprinkles } from '../theme/sprinkles.css.ts';
import { Box, type BoxProps } from './Box.tsx';

export const inlineAlignments = ['start', 'center', 'end', 'between'] as const;
export type InlineAlign = (typeof inlineAlignments)[number];
export const inlineVerticalAlignments = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlignY = (typeof inlineVerticalAlignments)[number];
export const collapseBreakpoints = ['tablet', 'desktop'] as const;
export type CollapseBelow = (typeof collapseBreakpoints)[number];

const justify = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;
const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;

export interface InlineProps
  extends Omit<BoxProps, 'display' | 'flexDirection' | 'flexWrap' | 'alignItems' | 'justifyContent'> {
  /** Space between children, a theme space token (responsive). Default `sm`. */
  gap?: Sprinkles['gap'];
  /** Horizontal distribution of the children. Default `start`. */
  align?: InlineAlign;
  /** Vertical alignment of the children. Default `center`. */
  alignY?: InlineAlignY;
  /** Let children wrap onto the next line when they do not fit. Default `true`. */
  wrap?: boolean;
  /** Below this breakpoint the children stack vertically (e.g. form buttons on a phone). */
  collapseBelow?: CollapseBelow;
}

/** Children side by side with even spacing, wrapping when they do not fit. */
export function Inline({
  gap = 'sm',
  align = 'start',
  alignY = 'center',
  wrap = true,
  collapseBelow,
  ...props
}: InlineProps) {
  const flexDirection: Sprinkles['flexDirection'] =
    collapseBelow === 'tablet'
      ? { mobile: 'column', tablet: 'row' }
      : collapseBelow === 'desktop'
        ? { mobile: 'column', desktop: 'row' }
        : 'row';
  return (
    <Box
      display="flex"
      flexDirection={flexDirection}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      justifyContent={justify[align]}
      alignItems={alignItems[alignY]}
      {...props}
    />
  );
}
