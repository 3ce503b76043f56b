import { describe, expect, it } from 'vitest';
import { bulkDeleteTexts, selectedRows } from './bulk.ts';
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
