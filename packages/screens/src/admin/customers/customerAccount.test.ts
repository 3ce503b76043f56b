import { describe, expect, it } from 'vitest';
import { documentCount, visibleFolders } from './customerAccount.ts';

const file = (id: number) => ({
  id,
  name: `file-${id}.pdf`,
  url: null,
  mime_type: 'application/pdf',
  size: 10,
  created_at: '2026-01-01T00:00:00.000000Z',
});

describe('the folders a customer sees', () => {
  it('lists nested folders depth first with their paths and document counts', () => {
    const folders = [
      {
        id: 1,
        title: 'Price lists',
        parent_id: null,
        files: [file(1)],
        children: [{ id: 2, title: '2026', parent_id: 1, files: [file(2), file(3)], children: [] }],
      },
      { id: 3, title: 'Manuals', parent_id: null },
    ];
    expect(visibleFolders(folders)).toEqual([
      { id: 1, path: 'Price lists', documents: 1 },
      { id: 2, path: 'Price lists / 2026', documents: 2 },
      { id: 3, path: 'Manuals', documents: 0 },
    ]);
  });

  it('counts documents in words', () => {
    expect(documentCount(0)).toBe('No documents');
    expect(documentCount(1)).toBe('1 document');
    expect(documentCount(4)).toBe('4 documents');
  });
});
