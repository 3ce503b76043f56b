import { RoutedLink } from '../Link/RoutedLink.tsx';
import { pill } from '../shared/pill.css.ts';
import * as styles from './PillNav.css.ts';

export interface PillNavItem {
  /** Unique among the items (the React key). */
  id: string | number;
  label: string;
  href: string;
  /** The page this item leads to is the one shown: highlighted and `aria-current="page"`. */
  isCurrent?: boolean;
}

export interface PillNavProps {
  /** Names the navigation landmark ("Sub-categories"). */
  label: string;
  items: readonly PillNavItem[];
}

/** A row of links as pills (sub-categories, sections), wrapping onto more rows; the current one is marked. */
export function PillNav({ label, items }: PillNavProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={pill({ current: item.isCurrent ?? false })}>
            <RoutedLink href={item.href} variant="standalone" aria-current={item.isCurrent ? 'page' : undefined}>
              {item.label}
            </RoutedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
