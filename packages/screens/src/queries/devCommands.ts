// The developer commands the server offers.
import { getDevCommands } from '@factory/api';
import { queryOptions } from '@tanstack/react-query';

export const devCommandsQuery = queryOptions({
  queryKey: ['dev-commands'] as const,
  queryFn: ({ signal }) => getDevCommands({ signal }),
});
