// The search results' texts.
import { formatNumber } from '../../shared/index.ts';

/** "1 result" / "12 results" for the search heading. */
export function resultsSummary(total: number, q: string): string {
  const results = total === 1 ? '1 result' : `${formatNumber(total)} results`;
  return q === '' ? `${results} in the whole catalogue` : `${results} for “${q}”`;
}
