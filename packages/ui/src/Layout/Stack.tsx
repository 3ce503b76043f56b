import type { Sprinkles } from '../theme/sprinkles.css.ts';
import { Box, type BoxProps } from './Box.tsx';

export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAlignments)[number];

const alignItems = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems'> {
  /** Space between children, a theme space token (responsive). Default `md`. */
  gap?: Sprinkles['gap'];
  /** Horizontal alignment of the children. Default `stretch` (full width). */
  align?: StackAlign;
}

/** Children one below the other with even spacing. */
export function Stack({ gap = 'md', align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} alignItems={alignItems[align]} {...props} />;
}
