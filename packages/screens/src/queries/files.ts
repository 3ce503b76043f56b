// The file manager's folders (GET /api/files).
import { getFiles } from '@factory/api';
import { type QueryClient, queryOptions } from '@tanstack/react-query';

/** The entries of one folder of the file manager, folders first (the server's order). */
export const folderQuery = (parentId: number | null) =>
  queryOptions({
    queryKey: ['files', 'folder', parentId] as const,
    queryFn: ({ signal }) => getFiles(parentId, { signal }),
  });

export const folderChanged = (queryClient: QueryClient, parentId: number | null) =>
  queryClient.invalidateQueries({ queryKey: folderQuery(parentId).queryKey });
