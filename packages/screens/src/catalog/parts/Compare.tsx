import type { ProductId } from '@factory/api';
import { Icon, NativeButton, RoutedLink } from '@factory/ui';
import { useSearchParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import * as styles from './Compare.css.ts';
import { compareLimit, compareStatus, readCompareIds, toggleCompare, writeCompareIds } from './compareLogic.ts';

/** The products chosen to compare on this page, kept in its address (`compare=`), and the ways to change them. */
export interface CompareSelection {
  ids: ProductId[];
  toggle: (id: ProductId) => void;
  clear: () => void;
}

/**
 * The selection of the page's address. A choice replaces the address (Back leaves the page rather than unpicking)
 * and keeps the scroll, so the buyer goes on down the list.
 */
export function useCompareSelection(): CompareSelection {
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = readCompareIds(searchParams.get('compare'));
  const keep = (next: ProductId[]) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        const text = writeCompareIds(next);
        if (text === null) params.delete('compare');
        else params.set('compare', text);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return { ids, toggle: (id) => keep(toggleCompare(ids, id)), clear: () => keep([]) };
}

/**
 * A product's "Compare" toggle (pressed while chosen). The fifth product's is disabled: the bar says four is the
 * most.
 */
export function CompareToggle({ id, title, selection }: { id: ProductId; title: string; selection: CompareSelection }) {
  const chosen = selection.ids.includes(id);
  return (
    <NativeButton
      variant={chosen ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={chosen}
      aria-label={`Compare ${title}`}
      disabled={!chosen && selection.ids.length >= compareLimit}
      onClick={() => selection.toggle(id)}
    >
      {chosen && <Icon name="check" />}
      Compare
    </NativeButton>
  );
}

/** How many are chosen, the link to compare them (from two on) and Clear; kept in view at the bottom. */
export function CompareBar({ selection }: { selection: CompareSelection }) {
  const { routes } = useScreenEnvironment();
  const count = selection.ids.length;
  if (count === 0) return null;
  return (
    <section aria-label="Products to compare" className={styles.bar}>
      <p role="status" className={styles.status}>
        {compareStatus(count)}
      </p>
      {count > 1 && (
        <RoutedLink href={routes.compare(selection.ids)} variant="button">
          Compare {count} products
        </RoutedLink>
      )}
      <NativeButton variant="ghost" size="sm" onClick={selection.clear}>
        Clear
      </NativeButton>
    </section>
  );
}
