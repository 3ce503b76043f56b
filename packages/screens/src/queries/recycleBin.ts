// The recycle bin (GET /api/recycle-bin/{type}): a restore brings a record back to its resource's lists.
import { getDeletedRecords, type RecycleBinType } from '@factory/api';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { areaQueries } from './areas.ts';
import { categoryQueries } from './categories.ts';
import { companyQueries } from './companies.ts';
import { customerQueries } from './customers.ts';
import { filterQueries } from './filters.ts';
import { productQueries } from './products.ts';
import { refreshRoots } from './resource.ts';
import { userQueries } from './users.ts';

export const recycleBinQuery = (type: RecycleBinType) =>
  queryOptions({
    queryKey: ['recycle-bin', type] as const,
    queryFn: ({ signal }) => getDeletedRecords(type, { signal }),
  });

/** The resource each bin type's records belong to: a restore brings a record back to its lists and theirs. */
const resourceOfBinType: Record<RecycleBinType, { changed: (queryClient: QueryClient) => Promise<void> }> = {
  product: productQueries,
  category: categoryQueries,
  filter: filterQueries,
  user: userQueries,
  customer: customerQueries,
  area: areaQueries,
  company: companyQueries,
};

/** A restore or a purge: the bin's list, and on restore the record's own resource and its dependents. */
export const recycleBinChanged = async (queryClient: QueryClient, type: RecycleBinType, restored: boolean) => {
  await refreshRoots(queryClient, ['recycle-bin']);
  if (restored) await resourceOfBinType[type].changed(queryClient);
};
