import type { WishlistItem } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { wishlistCountLabel } from '../navigation.ts';
import {
  blockedSendText,
  enquiryLines,
  isSendableQuantity,
  newIdempotencyKey,
  rowsWithRemoved,
  wishlistSummary,
} from './wishlistLogic.ts';

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

const titled = (id: number, title: string, qty: number) =>
  ({ id, qty, product: { id: `FG-${id}`, title } }) as unknown as Parameters<typeof enquiryLines>[0][number];

describe('what Send wishlist sends', () => {
  const items = [titled(1, 'Viking Warrior Figure', 2), titled(2, 'Santa Sleigh', 1)];

  it('lists each item with the quantity its field shows, not the saved one', () => {
    const lines = enquiryLines(items, new Map([[1, 5]]));
    expect(lines.map((line) => [line.item.id, line.qty, line.problem])).toEqual([
      [1, 5, null],
      [2, 1, null],
    ]);
    expect(blockedSendText(lines)).toBeNull();
  });

  it('is blocked by a refused quantity, with the rule’s message', () => {
    const one = enquiryLines(items, new Map([[1, 5000]]));
    expect(one[0]?.problem).toBe('must be less than or equal to 999');
    expect(blockedSendText(one)).toBe(
      'Correct the quantity of Viking Warrior Figure on your wishlist before sending: must be less than or equal to 999.',
    );
    const two = enquiryLines(
      items,
      new Map([
        [1, 5000],
        [2, 0],
      ]),
    );
    expect(blockedSendText(two)).toBe(
      'Correct 2 quantities on your wishlist before sending: Viking Warrior Figure, must be less than or equal to 999; Santa Sleigh, must be greater than or equal to 1.',
    );
  });

  it('makes a new 32-digit key for each enquiry', () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });
});
