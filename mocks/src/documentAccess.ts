// Who sees which operation-document folder: one rule for the access call, "my documents" and the stories.

import type { FolderRecord } from './fixtures/content.ts';
import type { CustomerRecord } from './fixtures/people.ts';

/** A folder's own access names the customer, or the customer's company. */
function folderSharedWith(folder: FolderRecord, customer: Pick<CustomerRecord, 'id' | 'company_id'>): boolean {
  return (
    folder.customer_ids.includes(customer.id) ||
    (customer.company_id !== null && folder.company_ids.includes(customer.company_id))
  );
}

/**
 * The folders a customer sees at the top of "my documents": the highest folders shared with them (a shared folder
 * brings everything inside it, so a sub-folder of a shared folder is not listed again). `folders` are the live rows;
 * no customer (a staff login) sees nothing.
 */
export function visibleTopFolders(
  folders: readonly FolderRecord[],
  customer: Pick<CustomerRecord, 'id' | 'company_id'> | undefined,
): FolderRecord[] {
  if (!customer) return [];
  const childrenOf = (parentId: number | null) => folders.filter((f) => f.parent_id === parentId);
  const walk = (parentId: number | null): FolderRecord[] =>
    childrenOf(parentId).flatMap((folder) => (folderSharedWith(folder, customer) ? [folder] : walk(folder.id)));
  return walk(null);
}

/** The titles of the folders above a folder, from the top (what "my documents" names a shared folder by). */
export function folderPath(folders: readonly FolderRecord[], folder: FolderRecord): string[] {
  const parent = folders.find((f) => f.id === folder.parent_id);
  return parent ? [...folderPath(folders, parent), parent.title] : [];
}
