// The wishlist's texts and its quantity rule.
import { fieldError, type WishlistItem, wishlistQuantityRules } from '@factory/api';

/** "1 piece", "4 pieces". */
export const piecesText = (qty: number) => (qty === 1 ? '1 piece' : `${qty} pieces`);

/** Number of items and the pieces they add up to, as the wishlist summary reads. */
export function wishlistSummary(items: readonly Pick<WishlistItem, 'qty'>[]): string {
  const pieces = items.reduce((sum, item) => sum + item.qty, 0);
  const products = items.length === 1 ? '1 product' : `${items.length} products`;
  return `${products}, ${piecesText(pieces)} in total`;
}

/** What is wrong with a quantity (the server's rule's message), or null when it may be sent. */
const quantityProblem = (value: number): string | null => fieldError(wishlistQuantityRules, value, 'qty');

/** Whether a quantity may be sent: a whole number the rules accept. */
export const isSendableQuantity = (value: number) => quantityProblem(value) === null;

/** One product as "Send wishlist" lists and sends it: the quantity its field shows, and what is wrong with it. */
export interface EnquiryLine {
  item: WishlistItem;
  qty: number;
  problem: string | null;
}

/**
 * What "Send wishlist" sends: every item with the quantity its field shows (typed, perhaps not saved yet), not the
 * last saved one, so the review lists exactly what goes; a quantity the rules refuse blocks the send.
 */
export const enquiryLines = (items: readonly WishlistItem[], shown: ReadonlyMap<number, number>): EnquiryLine[] =>
  items.map((item) => {
    const qty = shown.get(item.id) ?? item.qty;
    return { item, qty, problem: quantityProblem(qty) };
  });

/** What blocks a send, as the dialog says it: "Correct the quantity of … on your wishlist before sending: …". */
export function blockedSendText(lines: readonly EnquiryLine[]): string | null {
  const refused = lines.filter((line) => line.problem !== null);
  const [first] = refused;
  if (!first) return null;
  if (refused.length === 1) {
    return `Correct the quantity of ${first.item.product.title} on your wishlist before sending: ${first.problem}.`;
  }
  const each = refused.map((line) => `${line.item.product.title}, ${line.problem}`).join('; ');
  return `Correct ${refused.length} quantities on your wishlist before sending: ${each}.`;
}

/**
 * A fresh key for one enquiry: 128 random bits as hex. From `getRandomValues`, which, unlike `randomUUID`, also
 * works on a page served over plain http (a factory's intranet host).
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

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
