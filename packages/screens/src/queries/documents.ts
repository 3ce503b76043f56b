// Operation documents (folders shared with customers and companies), the file manager and the icons.
import { getFiles, getIcons, getMyDocuments, getOperationDocuments } from '@factory/api';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshRoots } from './resource.ts';

/** Every folder with its sub-folders and files, as the admin's tree shows them. */
export const documentsTreeQuery = queryOptions({
  queryKey: ['operation-documents', 'tree'] as const,
  queryFn: ({ signal }) => getOperationDocuments({ includeChildren: true, signal }),
});

/** The folders shared with the signed-in user, with sub-folders and files. */
export const myDocumentsQuery = queryOptions({
  queryKey: ['operation-documents', 'mine'] as const,
  queryFn: ({ signal }) => getMyDocuments({ signal }),
});

/** A folder's, a file's or an access change: the admin's tree and the customers' own view. */
export const documentsChanged = (queryClient: QueryClient) => refreshRoots(queryClient, ['operation-documents']);

/** The entries of one folder of the file manager, folders first (the server's order). */
export const folderQuery = (parentId: number | null) =>
  queryOptions({ queryKey: ['files', 'folder', parentId] as const, queryFn: () => getFiles(parentId) });

export const folderChanged = (queryClient: QueryClient, parentId: number | null) =>
  queryClient.invalidateQueries({ queryKey: folderQuery(parentId).queryKey });

export const iconsQuery = queryOptions({ queryKey: ['icons'] as const, queryFn: () => getIcons() });

export const iconsChanged = (queryClient: QueryClient) => refreshRoots(queryClient, ['icons']);
