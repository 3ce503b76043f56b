// Catalogue categories (spec §7 Categories).

import { categories } from '../resources/categories.ts';
import { type Category, categorySchema } from '../schemas/catalog.ts';
import { collection, resource } from '../schemas/common.ts';
import { crudCalls } from './crud.ts';
import { callEndpoint, dataOf, spec } from './endpoint.ts';

/** The fields staff edit; images are set separately from the file manager. */
export type CategoryInput = Pick<Category, 'title' | 'description' | 'parent_id' | 'cover_html'>;

/**
 * Categories as a resource (`categories`): the list is the tree of every category the signed-in user may see, the
 * top level in menu order, each with its sub-categories.
 */
export const categoryCalls = crudCalls<
  CategoryInput,
  typeof categorySchema,
  'Category',
  'Categories',
  typeof categorySchema,
  true
>(categories, categorySchema);
export const {
  list: getCategories,
  get: getCategory,
  create: createCategory,
  update: updateCategory,
  remove: deleteCategory,
} = categoryCalls;

export const categoriesEndpoints = {
  ...categoryCalls.endpoints,
  setCategoryImage: spec('PUT', '/api/categories/image/{id}'),
  setCategoryBanner: spec('PUT', '/api/categories/banner-image/{id}'),
  updateCategoriesTable: spec('PUT', '/api/data-table/categories'),
};

/** Designed: one edited row of the categories data table (its id and the columns that changed). */
type CategoryTableRow = Pick<Category, 'id'> & Partial<CategoryInput> & { sort_order?: number };

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
