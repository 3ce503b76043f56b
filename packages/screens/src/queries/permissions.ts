// The permission catalogue (GET /api/permissions).

import { getPermissions } from '@factory/api';
import { queryOptions } from '@tanstack/react-query';

export const permissionsQuery = queryOptions({
  queryKey: ['permissions'] as const,
  queryFn: ({ signal }) => getPermissions({ signal }),
});
