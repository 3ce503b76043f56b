// Where a folder of "my documents" sits in the tree.
import type { OperationDocumentFolder } from '@factory/api';

/** A folder found in "my documents", with the folders above it from the top down. */
export interface FolderLocation {
  folder: OperationDocumentFolder;
  ancestors: OperationDocumentFolder[];
}

/** Finds a folder anywhere in the tree; undefined when the user has no such folder. */
export function findFolder(folders: readonly OperationDocumentFolder[], id: number): FolderLocation | undefined {
  for (const folder of folders) {
    if (folder.id === id) return { folder, ancestors: [] };
    const below = findFolder(folder.children ?? [], id);
    if (below) return { folder: below.folder, ancestors: [folder, ...below.ancestors] };
  }
  return undefined;
}
