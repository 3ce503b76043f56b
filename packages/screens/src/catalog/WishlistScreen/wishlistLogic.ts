// The wishlist's texts.
import type { WishlistItem } from '@factory/api';

/** Number of items and the pieces they add up to, as the wishlist summary reads. */
export function wishlistSummary(items: readonly Pick<WishlistItem, 'qty'>[]): string {
  const pieces = items.reduce((sum, item) => sum + item.qty, 0);
  const products = items.length === 1 ? '1 product' : `${items.length} products`;
  return `${products}, ${pieces === 1 ? '1 piece' : `${pieces} pieces`} in total`;
}
