import type { ReactNode } from 'react';
import * as boxStyles from '../Layout/Box.css.ts';
import { cssVariable } from '../shared/cssVariable.ts';
import { type Sprinkles, sprinkles } from '../theme/sprinkles.css.ts';
import * as styles from './Tiles.css.ts';

export const tilesElements = ['div', 'ul', 'ol', 'dl'] as const;
export type TilesElement = (typeof tilesElements)[number];
export const tileColumnCounts = [1, 2, 3, 4] as const;
export type TileColumns = (typeof tileColumnCounts)[number];

/** A value for every breakpoint, or one per breakpoint from `mobile` up. */
export type ResponsiveColumns = TileColumns | { mobile?: TileColumns; tablet?: TileColumns; desktop?: TileColumns };

export interface TilesProps {
  /** Columns per breakpoint (`{ mobile: 1, tablet: 2, desktop: 4 }`). Ignored when `minItemWidth` is given. */
  columns?: ResponsiveColumns;
  /** Instead of fixed columns: as many as fit, each at least this many pixels wide (cards, facts). */
  minItemWidth?: number;
  /** Space between tiles, a theme space token (responsive). Default `lg`. */
  gap?: Sprinkles['gap'];
  /** Vertical alignment of tiles of different heights. Default `stretch`. */
  alignY?: 'start' | 'stretch';
  /**
   * `ul`/`ol` when the tiles are a list (children are then `li`; bullets and indent go), `dl` for term–value
   * groups (children are `div`s of `dt` and `dd`). Default `div`.
   */
  as?: TilesElement;
  /** Names the list or group for assistive technology. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The tiles. */
  children: ReactNode;
}

const columnAtom = (count: TileColumns | undefined) => (count === undefined ? undefined : (String(count) as '1'));

/** The sprinkles value of `columns`: '1'…'4' per breakpoint. */
function gridColumns(columns: ResponsiveColumns): Sprinkles['gridTemplateColumns'] {
  if (typeof columns === 'number') return columnAtom(columns);
  return {
    mobile: columnAtom(columns.mobile),
    tablet: columnAtom(columns.tablet),
    desktop: columnAtom(columns.desktop),
  };
}

/**
 * A responsive grid of equal tiles: fixed columns per breakpoint, or as many as fit (`minItemWidth`). Screens use
 * it instead of writing grid templates or media queries.
 */
export function Tiles({
  columns = 1,
  minItemWidth,
  gap = 'lg',
  alignY = 'stretch',
  as: Element = 'div',
  children,
  ...aria
}: TilesProps) {
  const atoms = sprinkles({
    display: 'grid',
    gap,
    alignItems: alignY === 'start' ? 'flex-start' : 'stretch',
    gridTemplateColumns: minItemWidth === undefined ? gridColumns(columns) : undefined,
  });
  const classes = [atoms, minItemWidth !== undefined && styles.autoFill, Element !== 'div' && boxStyles.list];
  return (
    <Element
      className={classes.filter(Boolean).join(' ')}
      style={minItemWidth === undefined ? undefined : cssVariable(styles.minItemWidth, `${minItemWidth}px`)}
      {...aria}
    >
      {children}
    </Element>
  );
}
