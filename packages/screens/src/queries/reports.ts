// The admin's reports and tools: new products (temp products and their verification links), products without
// images, the analyses, the recycle bin and the developer commands.
import {
  getDeletedRecords,
  getDevCommands,
  getFileAnalysis,
  getNewProductImages,
  getNewProducts,
  getProductsWithoutImages,
  getTempImages,
  getTempProduct,
  type RecycleBinType,
} from '@factory/api';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { filterQueries } from './accessTypes.ts';
import { categoryQueries, productQueries } from './catalogue.ts';
import { areaQueries, companyQueries, customerQueries } from './organisations.ts';
import { userQueries } from './people.ts';
import { refreshRoots } from './resource.ts';

export const newProductsQuery = queryOptions({
  queryKey: ['new-products', 'list'] as const,
  queryFn: ({ signal }) => getNewProducts({ signal }),
});

export const newProductImagesQuery = queryOptions({
  queryKey: ['new-products', 'images'] as const,
  queryFn: ({ signal }) => getNewProductImages({ signal }),
});

/** A verification link's temp product: the invited person's form and the admin's "verified data" alike. */
export const tempProductQuery = (token: string) =>
  queryOptions({ queryKey: ['verification', token] as const, queryFn: () => getTempProduct(token) });

export const tempImagesQuery = (token: string, id: number) =>
  queryOptions({ queryKey: ['verification', token, 'images', id] as const, queryFn: () => getTempImages(id, token) });

/** A link's product and images, after a lock or a submit. */
export const verificationChanged = (queryClient: QueryClient, token: string) =>
  queryClient.invalidateQueries({ queryKey: tempProductQuery(token).queryKey });

/** A new product, a lock or a link: the admin's lists and every open link refresh. */
export const newProductsChanged = (queryClient: QueryClient) =>
  refreshRoots(queryClient, ['new-products', 'verification']);

export const noImageProductsQuery = queryOptions({
  queryKey: ['reports', 'no-product-images'] as const,
  queryFn: () => getProductsWithoutImages(),
});

export const fileAnalysisQuery = queryOptions({
  queryKey: ['reports', 'analysis-files'] as const,
  queryFn: () => getFileAnalysis(),
});

export const devCommandsQuery = queryOptions({ queryKey: ['dev-commands'] as const, queryFn: () => getDevCommands() });

export const recycleBinQuery = (type: RecycleBinType) =>
  queryOptions({ queryKey: ['recycle-bin', type] as const, queryFn: () => getDeletedRecords(type) });

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
