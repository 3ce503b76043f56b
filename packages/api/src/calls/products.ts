// Products (spec §7 Products).

import * as z from 'zod/mini';
import type { OnUploadProgress } from '../http/xhrFetch.ts';
import { products } from '../resources/products.ts';
import type { ProductFields } from '../rules/productFields.ts';
import {
  type Product,
  type ProductFacets,
  type ProductFilterValue,
  type ProductId,
  type ProductSuggestions,
  productFacetsSchema,
  productFilterValueSchema,
  productSchema,
  productSearchInfoSchema,
  productSuggestionsSchema,
} from '../schemas/catalog.ts';
import { collection, resource } from '../schemas/common.ts';
import { normalisePage, type Page, type Paginated, paginatedSchema } from '../schemas/pagination.ts';
import { crudCalls } from './crud.ts';
import { anyBody, type CallOptions, callEndpoint, dataOf, designed, spec } from './endpoint.ts';

/** The product's own fields as staff enter them. */
export type ProductInput = Pick<Product, 'id'> & ProductFields & Partial<Pick<Product, 'is_locked'>>;

/** A new product: its fields, category ids and image files (multipart). */
export type NewProductInput = ProductInput & { categories: number[]; images?: File[] };

/**
 * The five calls of the products' definition (resources/products.ts): a product's read, create, update and delete are
 * its own; the list is the catalogue's, with its own query (`getProducts`), on the same endpoint.
 */
export const productCalls = crudCalls<
  NewProductInput | Omit<ProductInput, 'id'>,
  typeof productSchema,
  'Product',
  'Products'
>(products, productSchema);

export const productsEndpoints = {
  ...productCalls.endpoints,
  getCategoryProducts: spec('GET', '/api/product/category/{id}'),
  setProductCategories: spec('PUT', '/api/product-categories/{id}'),
  setProductNonWishlist: spec('PUT', '/api/nonwishlist/{productId}/{accessTypeId}/{value}'),
  getProductFilters: spec('GET', '/api/product-filter/{id}'),
  addProductFilter: spec('POST', '/api/product-filter/{productId}/{filterId}/{choiceId}'),
  removeProductFilter: spec('DELETE', '/api/product-filter/{productId}/{filterId}/{choiceId}'),
  downloadProductImages: spec('GET', '/api/product-images/zip/{id}'),
  updateProductsTable: spec('PUT', '/api/data-table/product'),
  getSeasonalProducts: spec('GET', '/api/product/seasonal'),
  getProductSuggestions: designed('GET', '/api/product/suggestions'),
  uploadProductImage: designed('POST', '/api/product-images/{id}'),
  orderProductImages: designed('PUT', '/api/product-images/{id}/order'),
  deleteProductImage: designed('DELETE', '/api/product-images/{id}/{imageId}'),
};

/**
 * Designed: one edited row of the products data table; `sort_order` moves the product to that 1-based place of the
 * unsorted list (the catalogue's order).
 */
export type ProductTableRow = Pick<Product, 'id'> & Partial<Omit<ProductInput, 'id'>> & { sort_order?: number };

export interface ProductQuery {
  /** 1-based page number. */
  page?: number;
  perPage?: number | 'all';
  /** Search text (the catalogue's `products?q=`). */
  q?: string;
  categoryId?: number;
  /** Sub-category id (the catalogue's `?sub=`). */
  sub?: number;
  /**
   * Designed: a column to sort by (`productSortColumns`: `id`, `title`, `parent_code`, `created_at`, `size`, the
   * longest side, and `height`), with `direction`.
   */
  sort?: string;
  direction?: 'asc' | 'desc';
  /** Designed: only products with these filter choices (any of a filter's choices, every filter chosen from). */
  choices?: readonly number[];
  /** Designed: only products at least this tall, in centimetres (`dimension_height`'s unit). */
  minHeight?: number;
  /** Designed: only products at most this tall, in centimetres. */
  maxHeight?: number;
  /** Designed: also answer the facets (each filter choice's and sub-category's count) of the list. */
  facets?: boolean;
  /** Designed: only locked products (`true`) or only unlocked ones (`false`); the admin's products filter. */
  locked?: boolean;
}

// In a module of its own, without the answers' schemas: the catalogue's first load reads it (screens/queries).
export { productSortColumns } from './productSort.ts';

/**
 * A page of products, with the list's facets when they were asked for (`facets: true`), else `null`, and for a
 * search (`q`) the matched words of the page's products (`searchWords` forms, for `markMatches`), else `[]`.
 */
export type ProductPage = Page<Product> & { facets: ProductFacets | null; matchedWords: string[] };

const productPageSchema = z.pipe(
  z.extend(paginatedSchema(productSchema), {
    facets: z.optional(productFacetsSchema),
    search: z.optional(productSearchInfoSchema),
  }),
  z.transform(({ facets, search, ...raw }) => ({
    ...normalisePage(raw as Paginated<Product>),
    facets: facets ?? null,
    matchedWords: search?.matched_words ?? [],
  })),
);

/**
 * The server's refusal (423 Locked) of a change to a locked product other than unlocking it: its images, categories,
 * filter choices, wishlist rules, fields, or deleting it. Unlocking (`PUT /api/product/{id}` with `is_locked` 0) is
 * the one change it takes.
 */
export const productLockedMessage = 'This product is locked. Unlock it before changing or deleting it.';

/** Spaces in a new product's id become hyphens (spec §5); surrounding spaces are dropped first. */
export function productIdFromInput(id: string): ProductId {
  return id.trim().replaceAll(' ', '-');
}

export function createProduct(input: NewProductInput): Promise<Product> {
  return productCalls.create({ ...input, id: productIdFromInput(input.id) });
}

/**
 * One page of products, normalised (labels decoded); sent as `page`, `per_page` (`all` for every product), `q`,
 * `category_id`, `sub`, `sort`, `direction`, `choices[n]`, `min_height`, `max_height` and `facets=1`.
 */
export function getProducts(
  {
    page,
    perPage,
    q,
    categoryId,
    sub,
    sort,
    direction,
    choices,
    minHeight,
    maxHeight,
    facets,
    locked,
  }: ProductQuery = {},
  { signal }: CallOptions = {},
): Promise<ProductPage> {
  return callEndpoint(productsEndpoints.getProducts, productPageSchema, {
    query: {
      page,
      per_page: perPage,
      q: q?.trim() || undefined,
      category_id: categoryId,
      sub,
      sort,
      direction: sort ? (direction ?? 'asc') : undefined,
      choices: choices && choices.length > 0 ? [...choices] : undefined,
      min_height: minHeight,
      max_height: maxHeight,
      facets: facets ? 1 : undefined,
      locked: locked === undefined ? undefined : locked ? 1 : 0,
    },
    signal,
  });
}

/**
 * Designed: what the header's search suggests as the buyer types (`GET /api/product/suggestions?q=`): up to 6
 * products and 4 categories, best first, open to the user. When nothing holds every word, the nearest ones (any
 * word, typos forgiven) with `nearest: true`, which the empty results page offers instead.
 */
export function getProductSuggestions(q: string, { signal }: CallOptions = {}): Promise<ProductSuggestions> {
  return callEndpoint(productsEndpoints.getProductSuggestions, resource(productSuggestionsSchema), {
    query: { q: q.trim() },
    signal,
  }).then(dataOf);
}

export const { get: getProduct, remove: deleteProduct } = productCalls;

/** A product's own fields (and its lock); its categories, filter choices and pictures have their own calls. */
export const updateProduct: (id: ProductId, input: Omit<ProductInput, 'id'>) => Promise<Product> = productCalls.update;

/** Every product of one category (not paginated). */
export function getCategoryProducts(categoryId: number, { signal }: CallOptions = {}): Promise<Product[]> {
  return callEndpoint(productsEndpoints.getCategoryProducts, collection(productSchema), {
    params: { id: categoryId },
    signal,
  }).then(dataOf);
}

/** Replaces the product's categories with these ids. */
export function setProductCategories(id: ProductId, categories: number[]): Promise<Product> {
  return callEndpoint(productsEndpoints.setProductCategories, resource(productSchema), {
    params: { id },
    body: { categories },
  }).then(dataOf);
}

/** Designed meaning of `/api/nonwishlist/{a}/{b}/{c}`: whether customers of an access type may not wishlist it. */
export async function setProductNonWishlist(productId: ProductId, accessTypeId: number, value: boolean): Promise<void> {
  await callEndpoint(productsEndpoints.setProductNonWishlist, anyBody, {
    params: { productId, accessTypeId, value: value ? 1 : 0 },
  });
}

export function getProductFilters(id: ProductId, { signal }: CallOptions = {}): Promise<ProductFilterValue[]> {
  return callEndpoint(productsEndpoints.getProductFilters, collection(productFilterValueSchema), {
    signal,
    params: { id },
  }).then(dataOf);
}

export async function addProductFilter(productId: ProductId, filterId: number, choiceId: number): Promise<void> {
  await callEndpoint(productsEndpoints.addProductFilter, anyBody, { params: { productId, filterId, choiceId } });
}

export async function removeProductFilter(productId: ProductId, filterId: number, choiceId: number): Promise<void> {
  await callEndpoint(productsEndpoints.removeProductFilter, anyBody, { params: { productId, filterId, choiceId } });
}

/** Every image of the product in one zip file. */
export function downloadProductImages(id: ProductId): Promise<Blob> {
  return callEndpoint(productsEndpoints.downloadProductImages, anyBody, { params: { id }, responseType: 'blob' }).then(
    (body) => body as Blob,
  );
}

export function updateProductsTable(products: ProductTableRow[]): Promise<Product[]> {
  return callEndpoint(productsEndpoints.updateProductsTable, collection(productSchema), {
    body: { products },
  }).then(dataOf);
}

export function getSeasonalProducts({ signal }: CallOptions = {}): Promise<Product[]> {
  return callEndpoint(productsEndpoints.getSeasonalProducts, collection(productSchema), { signal }).then(dataOf);
}

/**
 * Designed: adds one picture to a product (multipart `image`), answering the product with its images. One file per
 * call, so each file reports its own progress and a refused file leaves the others.
 */
export function uploadProductImage(
  id: ProductId,
  image: File,
  { onUploadProgress, signal }: CallOptions & { onUploadProgress?: OnUploadProgress } = {},
): Promise<Product> {
  return callEndpoint(productsEndpoints.uploadProductImage, resource(productSchema), {
    params: { id },
    body: { image },
    onUploadProgress,
    signal,
  }).then(dataOf);
}

/** Designed: the product's pictures in this order (every image id once); the first is the product's main picture. */
export function orderProductImages(id: ProductId, images: number[]): Promise<Product> {
  return callEndpoint(productsEndpoints.orderProductImages, resource(productSchema), {
    params: { id },
    body: { images },
  }).then(dataOf);
}

/** Designed: removes one picture from the product. */
export async function deleteProductImage(id: ProductId, imageId: number): Promise<void> {
  await callEndpoint(productsEndpoints.deleteProductImage, anyBody, { params: { id, imageId } });
}
