import type { ReactNode } from 'react';
import { NativeButton } from '../Button/NativeButton.tsx';
import { useTranslations } from '../i18n/useTranslations.ts';
import { linkLook } from '../Link/linkLook.ts';
import { RoutedLink } from '../Link/RoutedLink.tsx';
import { type StyleProps, withSiteClass } from '../shared/styleProps.ts';
import { paginationMessages } from './messages.ts';
import * as styles from './Pagination.css.ts';
import { type PageSlot, type PaginationLabels, pageWindow } from './paginationLogic.ts';

export const paginationVariants = ['numbers', 'compact'] as const;
export type PaginationVariant = (typeof paginationVariants)[number];

export interface PaginationProps extends StyleProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; nothing is shown for fewer than 2 in `numbers`. */
  pageCount: number;
  /** The navigation landmark's name ("Pages of results"). */
  label: string;
  /**
   * `numbers`: previous, the page numbers (with gaps) and next, as links when `hrefOf` is given.
   * `compact`: previous and next buttons around "2 of 5" (a table's footer), NativeButtons so that a table's next
   * page paints within a frame. Default `numbers`.
   */
  variant?: PaginationVariant;
  /** The address of a page: pages become links (bookmarkable, e.g. `?page=3`). */
  hrefOf?: (page: number) => string;
  /** Called with the chosen page when paging happens in place (no address). */
  onPageChange?: (page: number) => void;
  /** The page numbers to list (e.g. the server's own window); default: `pageWindow(page, pageCount)`. */
  pages?: readonly PageSlot[];
  /** Replaces any of the English texts (another language, other words). */
  labels?: Partial<PaginationLabels>;
}

/** A pager over numbered pages: links or in-place buttons, numbered or compact; every text replaceable. */
export function Pagination({
  page,
  pageCount,
  label,
  variant = 'numbers',
  hrefOf,
  onPageChange,
  pages,
  labels,
  className,
  style,
}: PaginationProps) {
  const texts = { ...useTranslations(paginationMessages), ...labels };
  const hasPrevious = page > 1;
  const hasNext = page < pageCount;
  if (variant === 'compact') {
    return (
      <nav className={withSiteClass(styles.compact, className)} style={style} aria-label={label}>
        <NativeButton
          variant="secondary"
          size="sm"
          aria-label={texts.previousPage}
          disabled={!hasPrevious}
          onClick={() => onPageChange?.(page - 1)}
        >
          {texts.previous}
        </NativeButton>
        <span className={styles.position} aria-live="polite">
          {texts.position(page, pageCount)}
        </span>
        <NativeButton
          variant="secondary"
          size="sm"
          aria-label={texts.nextPage}
          disabled={!hasNext}
          onClick={() => onPageChange?.(page + 1)}
        >
          {texts.next}
        </NativeButton>
      </nav>
    );
  }
  if (pageCount < 2) return null;
  const to = (target: number) => ({
    href: hrefOf?.(target),
    onChoose: onPageChange ? () => onPageChange(target) : undefined,
  });
  return (
    <nav className={className} style={style} aria-label={label}>
      <ul className={styles.pages}>
        <li className={styles.page}>
          {hasPrevious ? (
            <PageLink aria-label={texts.previousPage} {...to(page - 1)}>
              {texts.previous}
            </PageLink>
          ) : (
            <span className={styles.inactive}>{texts.previous}</span>
          )}
        </li>
        {(pages ?? pageWindow(page, pageCount)).map((slot, index) => (
          // Slots are positions in a short list that is rebuilt with the page.
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <li key={`${index}-${slot}`} className={slot === page ? styles.currentPage : styles.page}>
            {slot === null ? (
              <span className={styles.inactive}>{texts.gap}</span>
            ) : (
              <PageLink aria-label={texts.page(slot)} aria-current={slot === page ? 'page' : undefined} {...to(slot)}>
                {String(slot)}
              </PageLink>
            )}
          </li>
        ))}
        <li className={styles.page}>
          {hasNext ? (
            <PageLink aria-label={texts.nextPage} {...to(page + 1)}>
              {texts.next}
            </PageLink>
          ) : (
            <span className={styles.inactive}>{texts.next}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}

interface PageLinkProps {
  /** The page's address: a link (the browser's, through the app's router). */
  href: string | undefined;
  /** Called when the page is chosen (in place, or beside the link's navigation). */
  onChoose: (() => void) | undefined;
  'aria-label': string;
  'aria-current'?: 'page';
  children: ReactNode;
}

/** A page of the pager: a link to its address, or, paging in place, a button drawn as a link. */
function PageLink({ href, onChoose, ...props }: PageLinkProps) {
  if (href !== undefined) return <RoutedLink variant="standalone" href={href} onClick={onChoose} {...props} />;
  return (
    <button type="button" className={`${linkLook('standalone')} ${styles.inPlace}`} onClick={onChoose} {...props} />
  );
}
