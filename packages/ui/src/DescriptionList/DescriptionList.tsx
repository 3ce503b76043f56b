import type { ReactNode } from 'react';
import { Tiles } from '../Tiles/Tiles.tsx';
import * as styles from './DescriptionList.css.ts';

export const descriptionListLayouts = ['columns', 'tiles'] as const;
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

export interface Description {
  /** What is described ("Email", "Weight"). */
  term: ReactNode;
  /** Its value. */
  description: ReactNode;
  /** A stable key when `term` is not a unique string. */
  id?: string;
}

export interface DescriptionListProps {
  /** The term–value pairs, in order. */
  items: readonly Description[];
  /** `columns`: terms beside their values, one per row (an account's details). `tiles`: each pair a small card in a
   *  grid that fits as many as it can (a product's measures). Default `columns`. */
  layout?: DescriptionListLayout;
  /** With `tiles`: the narrowest a card may be, in pixels. Default 180. */
  minItemWidth?: number;
  /** Names the list for assistive technology. */
  'aria-label'?: string;
}

const keyOf = (item: Description, index: number) =>
  item.id ?? (typeof item.term === 'string' ? item.term : String(index));

/** Terms and their values as an HTML description list (`dl`, `dt`, `dd`), laid out in columns or tiles. */
export function DescriptionList({
  items,
  layout = 'columns',
  minItemWidth = 180,
  'aria-label': label,
}: DescriptionListProps) {
  const pairs = items.map((item, index) => (
    <div key={keyOf(item, index)} className={styles.pair[layout]}>
      <dt>{item.term}</dt>
      <dd>{item.description}</dd>
    </div>
  ));
  if (layout === 'columns') {
    return (
      <dl className={`${styles.list} ${styles.columns}`} aria-label={label}>
        {pairs}
      </dl>
    );
  }
  return (
    <Tiles as="dl" minItemWidth={minItemWidth} gap="md" aria-label={label}>
      {pairs}
    </Tiles>
  );
}
