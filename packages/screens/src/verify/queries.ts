// The verification flow's server state: the temp product a token opens and its uploaded images.
import { getCategories, getProducts, getTempImages, getTempProduct } from '@factory/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const verifyKeys = {
  /** Everything of one link: reloading it (after a lock or a submit) refreshes the product and its images. */
  link: (token: string) => ['verify', token] as const,
  images: (token: string, id: number) => ['verify', token, 'images', id] as const,
  categories: () => ['verify', 'categories'] as const,
  products: (q: string) => ['verify', 'products', q] as const,
};

export const tempProductQuery = (token: string) =>
  queryOptions({ queryKey: verifyKeys.link(token), queryFn: () => getTempProduct(token) });

export const tempImagesQuery = (token: string, id: number) =>
  queryOptions({ queryKey: verifyKeys.images(token, id), queryFn: () => getTempImages(id, token) });

export const verifyCategoriesQuery = queryOptions({ queryKey: verifyKeys.categories(), queryFn: getCategories });

/** Products found by search for the related and recommended lists (the first 20 matches). */
export const productChoicesQuery = (q: string) =>
  queryOptions({
    queryKey: verifyKeys.products(q),
    queryFn: () => getProducts({ q: q || undefined, perPage: 20 }),
    placeholderData: keepPreviousData,
  });
