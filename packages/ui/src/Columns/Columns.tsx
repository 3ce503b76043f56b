import type { ReactNode } from 'react';
import { cssVariable } from '../shared/cssVariable.ts';
import { type Sprinkles, sprinkles } from '../theme/sprinkles.css.ts';
import * as styles from './Columns.css.ts';
import { type ColumnWidth, columnTemplate } from './columnsLogic.ts';

export const columnsCollapsePoints = ['never', 'tablet', 'desktop'] as const;
export type ColumnsCollapse = (typeof columnsCollapsePoints)[number];

export interface ColumnsProps {
  /** One width per child: a share of the free space (`5`), `'content'`, or pixels (`'160px'`). */
  widths: readonly ColumnWidth[];
  /** Below this breakpoint the columns stack into one (a page's two halves on a phone). Default `never`. */
  collapseBelow?: ColumnsCollapse;
  /** Space between columns (and rows once stacked), a theme space token (responsive). Default `lg`. */
  gap?: Sprinkles['gap'];
  /** Vertical alignment of the columns. Default `start`. */
  alignY?: 'start' | 'center' | 'stretch';
  /** `li` when the columns are one item of a list. Default `div`. */
  as?: 'div' | 'li';
  /** The columns, one child each. */
  children: ReactNode;
}

const alignItems = { start: 'flex-start', center: 'center', stretch: 'stretch' } as const;

/**
 * Children side by side in columns of the given widths (like Braid's Columns), stacking below a breakpoint. Screens
 * use it for a page's split (gallery | details) or a row's parts instead of writing grid templates.
 */
export function Columns({
  widths,
  collapseBelow = 'never',
  gap = 'lg',
  alignY = 'start',
  as: Element = 'div',
  children,
}: ColumnsProps) {
  const className = [styles.base, styles.collapse[collapseBelow], sprinkles({ gap, alignItems: alignItems[alignY] })];
  return (
    <Element className={className.join(' ')} style={cssVariable(styles.template, columnTemplate(widths))}>
      {children}
    </Element>
  );
}
