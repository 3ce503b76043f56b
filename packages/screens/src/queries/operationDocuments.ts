// Operation documents: the admin's folder tree and the folders shared with the signed-in customer.
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshRoots } from './resource.ts';

// The calls load with the first read (see index.ts).
const calls = () => import('@factory/api/calls/operationDocuments');

/** Every folder with its sub-folders and files, as the admin's tree shows them. */
export const documentsTreeQuery = queryOptions({
  queryKey: ['operation-documents', 'tree'] as const,
  queryFn: async ({ signal }) => (await calls()).getOperationDocuments({ includeChildren: true, signal }),
});

/** The folders shared with the signed-in user, with sub-folders and files. */
export const myDocumentsQuery = queryOptions({
  queryKey: ['operation-documents', 'mine'] as const,
  queryFn: async ({ signal }) => (await calls()).getMyDocuments({ signal }),
});

/** A folder's, a file's or an access change: the admin's tree and the customers' own view. */
export const documentsChanged = (queryClient: QueryClient) => refreshRoots(queryClient, ['operation-documents']);
