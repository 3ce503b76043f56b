// The signed-in user's full data for the profile: with their areas and companies.
import { queryOptions } from '@tanstack/react-query';

// The calls load with the first read (see index.ts).
const calls = () => import('@factory/api/calls/session');

/** The full user data of the profile's info tab: with the user's areas and companies. */
export const profileQuery = queryOptions({
  queryKey: ['profile'] as const,
  queryFn: async ({ signal }) =>
    (await calls()).getCurrentUser({ includeAreasData: true, includeCompaniesData: true }, { signal }),
});
