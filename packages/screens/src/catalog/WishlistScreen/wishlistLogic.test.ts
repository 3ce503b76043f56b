import type { WishlistItem } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { wishlistCountLabel } from '../navigation.ts';
import { isSendableQuantity, rowsWithRemoved, wishlistSummary } from './wishlistLogic.ts';

const item = (id: number) => ({ id, qty: 1 }) as WishlistItem;
const shown = (rows: { item: WishlistItem; isRemoved: boolean }[]) =>
  rows.map((row) => `${row.item.id}${row.isRemoved ? ' removed' : ''}`);

describe('wishlist', () => {
  it('counts products and the pieces they add up to', () => {
    expect(wishlistSummary([{ qty: 2 }, { qty: 5 }])).toBe('2 products, 7 pieces in total');
    expect(wishlistSummary([{ qty: 1 }])).toBe('1 product, 1 piece in total');
  });

  it('announces the badge count', () => {
    expect(wishlistCountLabel(1)).toBe('1 item');
    expect(wishlistCountLabel(3)).toBe('3 items');
  });
});

describe('quantity', () => {
  it('sends whole numbers from 1 to 999 only', () => {
    expect([1, 999].map(isSendableQuantity)).toEqual([true, true]);
    expect([0, 1000, 999999, -1, 2.5, Number.NaN].map(isSendableQuantity)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps each item removed during the visit in its old place, marked removed', () => {
    expect(shown(rowsWithRemoved([item(1), item(3)], [{ item: item(2), index: 1 }]))).toEqual(['1', '2 removed', '3']);
    // Removed one after another from the top: each back where it was.
    expect(
      shown(
        rowsWithRemoved(
          [item(3)],
          [
            { item: item(2), index: 1 },
            { item: item(1), index: 0 },
          ],
        ),
      ),
    ).toEqual(['1 removed', '2 removed', '3']);
    // The last one removed stays as the only row.
    expect(shown(rowsWithRemoved([], [{ item: item(1), index: 0 }]))).toEqual(['1 removed']);
  });
});
