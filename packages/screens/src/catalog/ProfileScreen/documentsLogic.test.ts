import type { OperationDocumentFolder } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { fileViewSearch, findFolder, folderPathLabel, readFileView, shownFiles } from './documentsLogic.ts';

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

describe('a folder as the list names it', () => {
  it('is its path when the server names the folders above it', () => {
    expect(folderPathLabel({ title: 'Q4', path: ['Projects 2026'] })).toBe('Projects 2026 / Q4');
    expect(folderPathLabel({ title: 'Price lists', path: [] })).toBe('Price lists');
    expect(folderPathLabel({ title: 'Price lists' })).toBe('Price lists');
  });
});

describe("a folder's files, searched and sorted", () => {
  const files = [
    { name: 'quotation-2026-q4-010.pdf', created_at: '2026-11-02T09:00:00.000000Z' },
    { name: 'Drawing-2026-q4-002.pdf', created_at: '2026-10-01T09:00:00.000000Z' },
    { name: 'drawing-2026-q4-010.pdf', created_at: '2026-12-15T09:00:00.000000Z' },
    { name: 'invoice-2026-q4-001.pdf', created_at: null },
  ];
  const names = (view: Parameters<typeof shownFiles>[1]) => shownFiles(files, view).map((file) => file.name);

  it('sorts by name A–Z as read, numbers by value and case aside', () => {
    expect(names({ q: '', sort: 'name' })).toEqual([
      'Drawing-2026-q4-002.pdf',
      'drawing-2026-q4-010.pdf',
      'invoice-2026-q4-001.pdf',
      'quotation-2026-q4-010.pdf',
    ]);
  });

  it('reads the numbers in names by value: 2 before 10', () => {
    const numbered = [
      { name: 'drawing-10.pdf', created_at: null },
      { name: 'drawing-2.pdf', created_at: null },
    ];
    expect(shownFiles(numbered, { q: '', sort: 'name' }).map((file) => file.name)).toEqual([
      'drawing-2.pdf',
      'drawing-10.pdf',
    ]);
  });

  it('sorts newest first, a file without a date last', () => {
    expect(names({ q: '', sort: 'newest' })).toEqual([
      'drawing-2026-q4-010.pdf',
      'quotation-2026-q4-010.pdf',
      'Drawing-2026-q4-002.pdf',
      'invoice-2026-q4-001.pdf',
    ]);
  });

  it('keeps the files whose name holds every word searched, in any case', () => {
    expect(names({ q: 'DRAWING', sort: 'name' })).toEqual(['Drawing-2026-q4-002.pdf', 'drawing-2026-q4-010.pdf']);
    expect(names({ q: ' drawing  010 ', sort: 'name' })).toEqual(['drawing-2026-q4-010.pdf']);
    expect(names({ q: 'contract', sort: 'name' })).toEqual([]);
  });

  it('leaves the list given as it was', () => {
    shownFiles(files, { q: '', sort: 'newest' });
    expect(files[0]?.name).toBe('quotation-2026-q4-010.pdf');
  });

  it('reads the view from the address and writes only what differs from the default', () => {
    expect(readFileView(new URLSearchParams('q=invoice&sort=newest'))).toEqual({ q: 'invoice', sort: 'newest' });
    expect(readFileView(new URLSearchParams('sort=size'))).toEqual({ q: '', sort: 'name' });
    expect(fileViewSearch({ q: '', sort: 'name' })).toBe('');
    expect(fileViewSearch({ q: 'q4 drawing', sort: 'newest' })).toBe('?q=q4+drawing&sort=newest');
  });
});
