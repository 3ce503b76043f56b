// Products: pages of GET /api/product (catalogue lists, search, admin list, choices), a record, the seasonal row.
import type { ListParams, Product, ProductId, ProductQuery } from '@factory/api';
import { productSortColumns } from '@factory/api/calls/productSort';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { keysOf, type ResourceQueries, refreshRoots } from './resource.ts';

// The calls load with the first read (see index.ts).
const calls = () => import('@factory/api/calls/products');

const productKeys = keysOf('products');

export const seasonalProductsQuery = queryOptions({
  queryKey: ['products', 'seasonal'] as const,
  queryFn: async ({ signal }) => (await calls()).getSeasonalProducts({ signal }),
});

/**
 * One page of GET /api/product for a query (category, search, filters, sort); the last page stays on screen while
 * the next loads, so a change never blanks the list.
 */
export const productsQuery = (query: ProductQuery) =>
  queryOptions({
    queryKey: ['products', 'list', query] as readonly unknown[],
    queryFn: async ({ signal }) => (await calls()).getProducts(query, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * What the header's search suggests for a typed text (GET /api/product/suggestions); the last answer stays while
 * the next loads, so the list does not blink as the buyer types.
 */
export const productSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['products', 'suggestions', q] as const,
    queryFn: async ({ signal }) => (await calls()).getProductSuggestions(q, { signal }),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: ProductId) =>
  queryOptions({
    queryKey: productKeys.record(id) as readonly unknown[],
    queryFn: async ({ signal }) => (await calls()).getProduct(id, { signal }),
  });

/** Designed: the products compared side by side (`/catalog/compare?ids=`), read together: one loading, one Retry. */
export const compareProductsQuery = (ids: readonly ProductId[]) =>
  queryOptions({
    queryKey: ['products', 'compare', ...ids] as const,
    queryFn: async ({ signal }) => {
      const { getProduct } = await calls();
      return Promise.all(ids.map((id) => getProduct(id, { signal })));
    },
  });

/** The filter choices set on one product. */
export const productFiltersQuery = (id: ProductId) =>
  queryOptions({
    queryKey: ['products', 'record', id, 'filters'] as const,
    queryFn: async ({ signal }) => (await calls()).getProductFilters(id, { signal }),
  });

/**
 * An admin list's params as `GET /api/product` reads them: the search as `q`, a sort only by a column it knows, and
 * the list's filters (`filter[category_id]`, `filter[is_locked]`) as the catalogue list's `category_id` and `locked`.
 */
export function productQueryOf({ page, perPage, sort, direction, search, extra }: ListParams): ProductQuery {
  const known = sort !== undefined && (productSortColumns as readonly string[]).includes(sort);
  const filters: Partial<Record<string, unknown>> = { ...extra };
  const category = Number(filters['filter[category_id]']);
  const locked = filters['filter[is_locked]'];
  return {
    page,
    perPage,
    q: search?.trim() || undefined,
    sort: known ? sort : undefined,
    direction: known ? direction : undefined,
    ...(Number.isInteger(category) && category > 0 ? { categoryId: category } : {}),
    ...(locked === '1' || locked === '0' ? { locked: locked === '1' } : {}),
  };
}

export const productQueries = {
  root: 'products' as const,
  list: (params: ListParams) => productsQuery(productQueryOf(params)),
  record: productQuery,
  /** A product's change reaches the reports (no images) and the wishlists that hold it. */
  changed: (queryClient: QueryClient) => refreshRoots(queryClient, ['products', 'reports', 'wishlist']),
} satisfies ResourceQueries<Product, ProductId>;
