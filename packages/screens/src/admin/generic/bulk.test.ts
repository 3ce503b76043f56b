import { describe, expect, it } from 'vitest';
import { bulkChangeTexts, bulkDeleteTexts, selectedRows } from './bulk.ts';
import { countedMessage } from './undoDelete.ts';

const users = { singular: 'user', plural: 'Users' };
const rows = [{ id: 4 }, { id: 7 }, { id: 9 }];

describe('bulk delete', () => {
  it('names the count and where the records go in its one confirmation', () => {
    expect(bulkDeleteTexts(users, 3, true)).toEqual({
      title: 'Delete 3 users?',
      message: 'The 3 users will be moved to the recycle bin.',
      confirmLabel: 'Delete 3 users',
    });
    expect(bulkDeleteTexts(users, 1, false)).toEqual({
      title: 'Delete 1 user?',
      message: 'The 1 user will be deleted for good. This cannot be undone.',
      confirmLabel: 'Delete 1 user',
    });
  });

  it('takes the selected rows of the page, "all" being the page', () => {
    expect(selectedRows(rows, new Set([9, 4]))).toEqual([{ id: 4 }, { id: 9 }]);
    expect(selectedRows(rows, 'all')).toEqual(rows);
    expect(selectedRows(rows, new Set([12]))).toEqual([]);
  });

  it('says one record by name, more by their count', () => {
    expect(countedMessage(users, ['Sam Rivera'], 'deleted')).toBe('Sam Rivera was deleted.');
    expect(countedMessage(users, ['Sam Rivera', 'Alex Morgan'], 'restored')).toBe('2 users were restored.');
  });
});

describe('bulk change', () => {
  const products = { singular: 'product', plural: 'Products' };
  const lock = {
    verb: 'Lock',
    done: 'locked',
    undone: 'unlocked',
    appliesTo: () => true,
    change: async () => undefined,
  };
  it('names the count it changes, and how many of the selected it leaves as they are', () => {
    expect(bulkChangeTexts(products, lock, 2, 0)).toEqual({
      title: 'Lock 2 products?',
      message: 'The 2 products will be locked.',
      confirmLabel: 'Lock 2 products',
    });
    expect(bulkChangeTexts(products, lock, 1, 2).message).toBe(
      'The 1 product will be locked. 2 of the selected are locked already.',
    );
    expect(bulkChangeTexts(products, lock, 3, 1).message).toBe(
      'The 3 products will be locked. 1 of the selected is locked already.',
    );
  });
});
