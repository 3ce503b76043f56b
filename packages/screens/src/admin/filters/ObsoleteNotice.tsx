import { Link, Text } from '@factory/ui';
import { useId } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import * as styles from './filters.css.ts';

/**
 * The spec marks the product-filter routes obsolete: a note (role `note`, the word "Obsolete" in its heading, not a
 * colour only) saying what replaced the old per-product filter screen, with links to it.
 */
export function ObsoleteNotice({ filtersHref }: { filtersHref: string }) {
  const { routes } = useScreenEnvironment();
  const id = useId();
  return (
    <div role="note" aria-labelledby={id} className={styles.notice}>
      <p id={id} className={styles.noticeTitle}>
        Obsolete: the per-product filter screen
      </p>
      <Text>
        {'Filters used to be set up here product by product. They are now shared: each filter and its choices are '}
        {'kept once in '}
        <Link href={filtersHref}>the filters list</Link>
        {', and a product’s choices are picked on its record in '}
        <Link href={routes.admin('product-item')}>Products</Link>.
      </Text>
    </div>
  );
}
