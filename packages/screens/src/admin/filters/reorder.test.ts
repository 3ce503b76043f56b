import { describe, expect, it } from 'vitest';
import { orderRows } from './reorder.ts';

describe('saving the order of the filters', () => {
  it('numbers every filter from 0', () => {
    expect(orderRows([5, 2])).toEqual([
      { id: 5, sort_order: 0 },
      { id: 2, sort_order: 1 },
    ]);
  });
});
