import { describe, expect, it } from 'vitest';
import { dropAt, moveBy, orderRows } from './reorder.ts';

describe('reordering filters', () => {
  it('moves one place and stops at the ends', () => {
    expect(moveBy([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveBy([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    const ids = [1, 2, 3];
    expect(moveBy(ids, 1, -1)).toBe(ids);
    expect(moveBy(ids, 9, 1)).toBe(ids);
  });

  it('drops the moved ids before or after the target', () => {
    expect(dropAt([1, 2, 3, 4], [4], 1, 'before')).toEqual([4, 1, 2, 3]);
    expect(dropAt([1, 2, 3, 4], [1, 3], 4, 'after')).toEqual([2, 4, 1, 3]);
    expect(dropAt([1, 2, 3], [2], 2, 'after')).toEqual([1, 2, 3]);
  });

  it('numbers every filter from 0', () => {
    expect(orderRows([5, 2])).toEqual([
      { id: 5, sort_order: 0 },
      { id: 2, sort_order: 1 },
    ]);
  });
});
