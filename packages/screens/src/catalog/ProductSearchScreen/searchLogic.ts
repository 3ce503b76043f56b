// The search results' texts and page links.
import type { PageLink } from '@factory/api';
import type { PageSlot } from '@factory/ui';
import { formatNumber } from '../../shared/index.ts';

/** "1 result" / "12 results" for the search heading. */
export function resultsSummary(total: number, q: string): string {
  const results = total === 1 ? '1 result' : `${formatNumber(total)} results`;
  return q === '' ? `${results} in the whole catalogue` : `${results} for “${q}”`;
}

/**
 * The page numbers of the server's own window (its `meta.links` without previous and next), `null` for its `...`
 * gaps, for the pager to list as the server does.
 */
export function pageSlots(links: readonly PageLink[]): PageSlot[] {
  return links.slice(1, -1).map((link) => link.page);
}
