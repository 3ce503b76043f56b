// The signed-in user's full data for the profile: with their areas and companies.
import { getCurrentUser } from '@factory/api';
import { queryOptions } from '@tanstack/react-query';

/** The full user data of the profile's info tab: with the user's areas and companies. */
export const profileQuery = queryOptions({
  queryKey: ['profile'] as const,
  queryFn: ({ signal }) => getCurrentUser({ includeAreasData: true, includeCompaniesData: true }, { signal }),
});
