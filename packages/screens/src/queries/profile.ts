// The signed-in user's full data for the profile: with their areas and companies.
import { queryOptions } from '@tanstack/react-query';

// The calls load with the first read (see index.ts).
const calls = () => import('@factory/api/calls/session');

/** The full user data of the profile's info tab: with the user's areas and companies and the ranges they see. */
export const profileQuery = queryOptions({
  queryKey: ['profile'] as const,
  queryFn: async ({ signal }) =>
    (await calls()).getCurrentUser(
      { includeAreasData: true, includeCompaniesData: true, includeAccessData: true },
      { signal },
    ),
});

/** The ranges a restricted customer is shown and whom to ask for more (null: every range), for the catalogue home. */
export const accessQuery = queryOptions({
  queryKey: ['profile', 'access'] as const,
  queryFn: async ({ signal }) =>
    (await (await calls()).getCurrentUser({ includeAccessData: true }, { signal })).access_data ?? null,
});
