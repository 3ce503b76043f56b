import { describe, expect, it } from 'vitest';
import { wishlistCountLabel } from '../navigation.ts';
import { isSendableQuantity, wishlistSummary } from './wishlistLogic.ts';

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
});
