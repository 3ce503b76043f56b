// The icons chip items show (GET /api/icons).
import { getIcons } from '@factory/api';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { refreshRoots } from './resource.ts';

export const iconsQuery = queryOptions({ queryKey: ['icons'] as const, queryFn: ({ signal }) => getIcons({ signal }) });

export const iconsChanged = (queryClient: QueryClient) => refreshRoots(queryClient, ['icons']);
