// The products chosen to compare, kept in the address: `compare=` on the list or wishlist they are chosen from,
// `ids=` on the compare page, each a comma-separated list of product codes. Pure: tested without a browser.
import type { ProductId } from '@factory/api';

/** Side by side, four still fit a laptop's width and stay readable. */
export const compareLimit = 4;

/** The codes of an address's list, each once, at most four (the first four kept), blanks left out. */
export function readCompareIds(text: string | null): ProductId[] {
  const ids = (text ?? '').split(',').flatMap((id) => (id.trim() === '' ? [] : [id.trim()]));
  return [...new Set(ids)].slice(0, compareLimit);
}

/** The list as the address keeps it: `null` when empty, so the parameter is left out. */
export const writeCompareIds = (ids: readonly ProductId[]): string | null => (ids.length > 0 ? ids.join(',') : null);

/** Chooses a product or unchooses it; a fifth is not added (its button is disabled until one is removed). */
export function toggleCompare(ids: readonly ProductId[], id: ProductId): ProductId[] {
  if (ids.includes(id)) return ids.filter((chosen) => chosen !== id);
  return ids.length < compareLimit ? [...ids, id] : [...ids];
}

/** What the compare bar says: how many are chosen and what comes next. */
export function compareStatus(count: number): string {
  if (count === 1) return '1 product chosen: choose another to compare.';
  if (count < compareLimit) return `${count} products chosen to compare.`;
  return `${count} products chosen, the most that can be compared.`;
}
