// What the customer screen shows of the folders a customer sees (plain logic, unit-tested).
import type { OperationDocumentFolder } from '@factory/api';

export interface VisibleFolder {
  id: number;
  /** The folder's place: "Price lists / 2026". */
  path: string;
  /** How many documents lie directly in it. */
  documents: number;
}

/** Every folder a customer sees, depth first, with its path and document count. */
export function visibleFolders(folders: readonly OperationDocumentFolder[], parents: string[] = []): VisibleFolder[] {
  return folders.flatMap((folder) => {
    const path = [...parents, folder.title];
    return [
      { id: folder.id, path: path.join(' / '), documents: folder.files?.length ?? 0 },
      ...visibleFolders(folder.children ?? [], path),
    ];
  });
}

/** "1 document", "3 documents", "No documents". */
export const documentCount = (count: number) =>
  count === 0 ? 'No documents' : `${count} ${count === 1 ? 'document' : 'documents'}`;
