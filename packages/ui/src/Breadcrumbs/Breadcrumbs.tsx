import type { ReactNode } from 'react';
import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb, Link } from 'react-aria-components';
import { useTranslations } from '../i18n/useTranslations.ts';
import * as styles from './Breadcrumbs.css.ts';
import { breadcrumbsMessages } from './messages.ts';

/** One step of the trail. */
export interface BreadcrumbItem {
  /** Stable key. */
  id: string;
  /** The text shown. */
  label: ReactNode;
  /** Where it links (the last item, the current page, needs none). */
  href?: string;
}

export interface BreadcrumbsProps {
  /** The trail from the top level down to the current page (last). */
  items: readonly BreadcrumbItem[];
  /** Names the navigation landmark; by default the locale's ("Breadcrumbs"). */
  label?: string;
}

/**
 * Where the page sits ("Catalog / Lighting / Lanterns"): a navigation landmark with links, the current page
 * last and marked `aria-current="page"`. Links navigate through React Aria's `RouterProvider` when given.
 */
export function Breadcrumbs({ items, label: ownLabel }: BreadcrumbsProps) {
  const texts = useTranslations(breadcrumbsMessages);
  const label = ownLabel ?? texts.label;
  return (
    <nav aria-label={label}>
      <AriaBreadcrumbs items={items} className={styles.list}>
        {(item) => (
          <Breadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <Link href={isCurrent ? undefined : item.href} className={styles.link}>
                  {item.label}
                </Link>
                {!isCurrent && (
                  <span aria-hidden="true" className={styles.separator}>
                    /
                  </span>
                )}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
