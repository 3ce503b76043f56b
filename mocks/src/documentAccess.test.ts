import { describe, expect, it } from 'vitest';
import { folderPath, visibleTopFolders } from './documentAccess.ts';
import type { FolderRecord } from './fixtures/content.ts';

const folder = (id: number, parent_id: number | null, access: Partial<FolderRecord> = {}): FolderRecord => ({
  id,
  title: `Folder ${id}`,
  parent_id,
  files: [],
  customer_ids: [],
  company_ids: [],
  deleted_at: null,
  ...access,
});

describe('visibleTopFolders', () => {
  const folders = [
    folder(1, null, { customer_ids: [7] }),
    folder(2, 1, { customer_ids: [7] }),
    folder(3, null),
    folder(4, 3, { company_ids: [5] }),
    folder(5, null, { company_ids: [6] }),
  ];

  it('lists the highest folders shared with the customer or their company', () => {
    expect(visibleTopFolders(folders, { id: 7, company_id: 5 }).map((f) => f.id)).toEqual([1, 4]);
  });

  it('shows nothing to a customer nobody shared with, nor to a login that is no customer', () => {
    expect(visibleTopFolders(folders, { id: 8, company_id: null })).toEqual([]);
    expect(visibleTopFolders(folders, undefined)).toEqual([]);
  });
});

describe('folderPath', () => {
  it('names the folders above a folder from the top, none for a top folder', () => {
    const folders = [
      folder(1, null, { title: 'Projects 2026' }),
      folder(2, 1, { title: 'Installations' }),
      folder(3, 2, { title: 'Q4' }),
    ];
    expect(folderPath(folders, folders[2] as FolderRecord)).toEqual(['Projects 2026', 'Installations']);
    expect(folderPath(folders, folders[0] as FolderRecord)).toEqual([]);
  });
});
