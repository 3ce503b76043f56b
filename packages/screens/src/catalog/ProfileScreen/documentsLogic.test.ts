import type { OperationDocumentFolder } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { findFolder } from './documentsLogic.ts';

describe('documents', () => {
  const tree: OperationDocumentFolder[] = [
    {
      id: 1,
      title: 'Contracts',
      parent_id: null,
      children: [{ id: 2, title: '2026', parent_id: 1, children: [{ id: 3, title: 'Q1', parent_id: 2 }] }],
    },
    { id: 4, title: 'Invoices', parent_id: null },
  ];

  it('finds a nested folder with the folders above it', () => {
    const found = findFolder(tree, 3);
    expect(found?.folder.title).toBe('Q1');
    expect(found?.ancestors.map((f) => f.title)).toEqual(['Contracts', '2026']);
    expect(findFolder(tree, 4)?.ancestors).toEqual([]);
    expect(findFolder(tree, 99)).toBeUndefined();
  });
});
