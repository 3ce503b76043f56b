// Which pages a pager lists, and its English texts. Pure, so it is tested without a browser.

/** A page number to link, or null for a gap ("..."). */
export type PageSlot = number | null;

/**
 * The pages to list: all of them up to 7; beyond that the first, the last, the current one with its neighbours,
 * and a gap (null) where pages are left out: `1 … 4 5 6 … 12`.
 */
export function pageWindow(page: number, pageCount: number): PageSlot[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const near = [1, page - 1, page, page + 1, pageCount].filter((n) => n >= 1 && n <= pageCount);
  const pages = [...new Set(near)].sort((a, b) => a - b);
  return pages.flatMap((n, index) => {
    const previous = pages[index - 1];
    if (previous === undefined || n === previous + 1) return [n];
    // A gap of exactly one page shows that page rather than "...".
    return n === previous + 2 ? [previous + 1, n] : [null, n];
  });
}

/** Every text the pager shows or announces; replace any of them through the `labels` prop. */
export interface PaginationLabels {
  /** Visible text of the previous control. */
  previous: string;
  /** Visible text of the next control. */
  next: string;
  /** Accessible name of the previous control. */
  previousPage: string;
  /** Accessible name of the next control. */
  nextPage: string;
  /** Accessible name of a page number: "Page 3". */
  page: (page: number) => string;
  /** The compact pager's position: "3 of 10". */
  position: (page: number, pageCount: number) => string;
  /** Text of a gap in the page numbers. */
  gap: string;
}

export const defaultPaginationLabels: PaginationLabels = {
  previous: 'Previous',
  next: 'Next',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page) => `Page ${page}`,
  position: (page, pageCount) => `${page} of ${pageCount}`,
  gap: '...',
};
