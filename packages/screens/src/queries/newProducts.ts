// New products: their verification links (temp products), as the admin lists them and the invited person opens one.
import { getNewProductImages, getNewProducts, getTempImages, getTempProduct } from '@factory/api';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
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
  queryOptions({
    queryKey: ['verification', token] as const,
    queryFn: ({ signal }) => getTempProduct(token, { signal }),
  });

export const tempImagesQuery = (token: string, id: number) =>
  queryOptions({
    queryKey: ['verification', token, 'images', id] as const,
    queryFn: ({ signal }) => getTempImages(id, token, { signal }),
  });

/** A link's product and images, after a lock or a submit. */
export const verificationChanged = (queryClient: QueryClient, token: string) =>
  queryClient.invalidateQueries({ queryKey: tempProductQuery(token).queryKey });

/** A new product, a lock or a link: the admin's lists and every open link refresh. */
export const newProductsChanged = (queryClient: QueryClient) =>
  refreshRoots(queryClient, ['new-products', 'verification']);
