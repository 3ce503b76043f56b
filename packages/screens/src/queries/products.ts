// Products: pages of GET /api/products (search, lists, choices), a record, a category's products, the seasonal row.
import {
  getCategoryProducts,
  getProduct,
  getProductFilters,
  getProducts,
  getSeasonalProducts,
  type ListParams,
  type Product,
  type ProductId,
  type ProductQuery,
  productSortColumns,
} from '@factory/api';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { keysOf, type ResourceQueries, refreshRoots } from './resource.ts';

const productKeys = keysOf('products');

/** Every product of a category and the categories below it. */
export const categoryProductsQuery = (id: number) =>
  queryOptions({
    queryKey: ['products', 'category', id] as const,
    queryFn: ({ signal }) => getCategoryProducts(id, { signal }),
  });

export const seasonalProductsQuery = queryOptions({
  queryKey: ['products', 'seasonal'] as const,
  queryFn: ({ signal }) => getSeasonalProducts({ signal }),
});

/** One page of GET /api/products for a query (search, category, sort); the last page stays while the next loads. */
export const productsQuery = (query: ProductQuery) =>
  queryOptions({
    queryKey: ['products', 'list', query] as readonly unknown[],
    queryFn: ({ signal }) => getProducts(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: ProductId) =>
  queryOptions({
    queryKey: productKeys.record(id) as readonly unknown[],
    queryFn: ({ signal }) => getProduct(id, { signal }),
  });

/** The filter choices set on one product. */
export const productFiltersQuery = (id: ProductId) =>
  queryOptions({ queryKey: ['products', 'record', id, 'filters'] as const, queryFn: () => getProductFilters(id) });

/** An admin list's params as `GET /api/product` reads them: the search as `q`, a sort only by a column it knows. */
export function productQueryOf({ page, perPage, sort, direction, search }: ListParams): ProductQuery {
  const known = sort !== undefined && (productSortColumns as readonly string[]).includes(sort);
  return {
    page,
    perPage,
    q: search?.trim() || undefined,
    sort: known ? sort : undefined,
    direction: known ? direction : undefined,
  };
}

export const productQueries = {
  root: 'products' as const,
  list: (params: ListParams) => productsQuery(productQueryOf(params)),
  record: productQuery,
  /** A product's change reaches the reports (no images) and the wishlists that hold it. */
  changed: (queryClient: QueryClient) => refreshRoots(queryClient, ['products', 'reports', 'wishlist']),
} satisfies ResourceQueries<Product, ProductId>;
