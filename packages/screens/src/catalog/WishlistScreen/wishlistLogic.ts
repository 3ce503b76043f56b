// The wishlist's texts and its quantity rule.
import type { WishlistItem } from '@factory/api';
import { type Rule, validate } from '@factory/ui';

/** "1 piece", "4 pieces". */
export const piecesText = (qty: number) => (qty === 1 ? '1 piece' : `${qty} pieces`);

/** Number of items and the pieces they add up to, as the wishlist summary reads. */
export function wishlistSummary(items: readonly Pick<WishlistItem, 'qty'>[]): string {
  const pieces = items.reduce((sum, item) => sum + item.qty, 0);
  const products = items.length === 1 ? '1 product' : `${items.length} products`;
  return `${products}, ${piecesText(pieces)} in total`;
}

/** The server's rule for a quantity (`required|integer|min:1|max:999`), checked on the field before it is sent. */
export const quantityRules: readonly Rule[] = ['required', 'min:1', 'max:999'];

/** Whether a quantity may be sent: a whole number the rules accept. */
export const isSendableQuantity = (value: number) => Number.isInteger(value) && validate(value, quantityRules) === null;

/** An item removed during this visit, and the place it had in the list. */
export interface RemovedItem {
  item: WishlistItem;
  index: number;
}

/**
 * The rows shown: the wishlist with each item removed during this visit back in its old place, marked removed, so
 * the row (and the focus on its button) stays where it was and its Undo is the next control.
 */
export function rowsWithRemoved(
  items: readonly WishlistItem[],
  removed: readonly RemovedItem[],
): { item: WishlistItem; isRemoved: boolean }[] {
  const rows = items.map((item) => ({ item, isRemoved: false }));
  for (const gone of [...removed].sort((a, b) => a.index - b.index)) {
    rows.splice(Math.min(gone.index, rows.length), 0, { item: gone.item, isRemoved: true });
  }
  return rows;
}
