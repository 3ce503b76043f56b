import { initialQuery } from '@factory/ui';
import { describe, expect, it } from 'vitest';
import { canReorder, placedRows, placeOf } from './reorder.ts';

describe('saving an order', () => {
  it('numbers a whole new order from place 1', () => {
    expect(placedRows([5, 2, 9])).toEqual([
      { id: 5, sort_order: 1 },
      { id: 2, sort_order: 2 },
      { id: 9, sort_order: 3 },
    ]);
  });
  it('sends one moved record with its place in the whole list', () => {
    expect(placedRows(['FG-HUM-0166-01'], 2)).toEqual([{ id: 'FG-HUM-0166-01', sort_order: 2 }]);
  });
});

describe('where a row stands', () => {
  it('allows moving only in the unsorted, unsearched list', () => {
    expect(canReorder(initialQuery)).toBe(true);
    expect(canReorder({ ...initialQuery, search: 'x' })).toBe(false);
    expect(canReorder({ ...initialQuery, sort: { column: 'id', direction: 'ascending' } })).toBe(false);
  });
  it('counts places across pages, and from 1 on the one page of every row', () => {
    expect(placeOf({ ...initialQuery, page: 3, pageSize: 10 }, 4)).toBe(25);
    expect(placeOf({ ...initialQuery, page: 3, pageSize: 'all' }, 4)).toBe(5);
  });
});
