// Catalogue categories (spec §7 Categories).
import { type Category, categorySchema } from '../schemas/catalog.ts';
import { collection, resource } from '../schemas/common.ts';
import { anyBody, type CallOptions, callEndpoint, dataOf, spec } from './endpoint.ts';

export const categoriesEndpoints = {
  getCategories: spec('GET', '/api/categories'),
  createCategory: spec('POST', '/api/categories'),
  getCategory: spec('GET', '/api/categories/{id}'),
  updateCategory: spec('PUT', '/api/categories/{id}'),
  deleteCategory: spec('DELETE', '/api/categories/{id}'),
  setCategoryImage: spec('PUT', '/api/categories/image/{id}'),
  setCategoryBanner: spec('PUT', '/api/categories/banner-image/{id}'),
  updateCategoriesTable: spec('PUT', '/api/data-table/categories'),
};

/** The fields staff edit; images are set separately from the file manager. */
export type CategoryInput = Pick<Category, 'title' | 'description' | 'parent_id' | 'cover_html'>;

/** Designed: one edited row of the categories data table (its id and the columns that changed). */
type CategoryTableRow = Pick<Category, 'id'> & Partial<CategoryInput> & { sort_order?: number };

/** Top-level categories, each with its sub-categories, in menu order. */
export function getCategories({ signal }: CallOptions = {}): Promise<Category[]> {
  return callEndpoint(categoriesEndpoints.getCategories, collection(categorySchema), { signal }).then(dataOf);
}

export function createCategory(input: CategoryInput): Promise<Category> {
  return callEndpoint(categoriesEndpoints.createCategory, resource(categorySchema), { body: input }).then(dataOf);
}

export function getCategory(id: number, { signal }: CallOptions = {}): Promise<Category> {
  return callEndpoint(categoriesEndpoints.getCategory, resource(categorySchema), { params: { id }, signal }).then(
    dataOf,
  );
}

export function updateCategory(id: number, input: CategoryInput): Promise<Category> {
  return callEndpoint(categoriesEndpoints.updateCategory, resource(categorySchema), {
    params: { id },
    body: input,
  }).then(dataOf);
}

export async function deleteCategory(id: number, { signal }: CallOptions = {}): Promise<void> {
  await callEndpoint(categoriesEndpoints.deleteCategory, anyBody, { params: { id }, signal });
}

/** Sets the cover image to a file of the file manager; null removes it. */
export function setCategoryImage(id: number, fileId: number | null): Promise<Category> {
  return callEndpoint(categoriesEndpoints.setCategoryImage, resource(categorySchema), {
    params: { id },
    body: { file_id: fileId },
  }).then(dataOf);
}

/** Sets the banner image to a file of the file manager; null removes it. */
export function setCategoryBanner(id: number, bannerFileId: number | null): Promise<Category> {
  return callEndpoint(categoriesEndpoints.setCategoryBanner, resource(categorySchema), {
    params: { id },
    body: { banner_file_id: bannerFileId },
  }).then(dataOf);
}

/** Saves the rows edited in the admin data table at once. */
export function updateCategoriesTable(categories: CategoryTableRow[]): Promise<Category[]> {
  return callEndpoint(categoriesEndpoints.updateCategoriesTable, collection(categorySchema), {
    body: { categories },
  }).then(dataOf);
}
