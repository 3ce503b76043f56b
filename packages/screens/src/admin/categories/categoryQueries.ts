// The categories' calls as the admin screens use them: one tree query and the resource definition the generic
// record controllers (useResourceRecord, useSaveRecord, useDeleteRecord) run on.
import {
  type Category,
  type CategoryInput,
  createCategory,
  deleteCategory,
  getCategories,
  getCategory,
  getSeasonalProducts,
  updateCategory,
} from '@factory/api';
import { queryOptions } from '@tanstack/react-query';
import { defineResource, resourceKeys } from '../generic/resource.ts';
import { noParent } from './categoryTree.ts';

export const adminCategoryKeys = {
  all: resourceKeys.all('categories'),
  tree: [...resourceKeys.all('categories'), 'tree'] as const,
  seasonal: ['admin', 'catalog', 'seasonal'] as const,
};

/** Every category as a tree: the top level in menu order, each with its sub-categories. */
export const categoryTreeQuery = queryOptions({
  queryKey: adminCategoryKeys.tree,
  queryFn: ({ signal }) => getCategories({ signal }),
});

/** The seasonal products the catalogue home shows. */
export const seasonalQuery = queryOptions({
  queryKey: adminCategoryKeys.seasonal,
  queryFn: ({ signal }) => getSeasonalProducts({ signal }),
});

/** What the category form edits; the parent is `noParent` (0) for a top-level category. */
export interface CategoryValues {
  title: string;
  description: string;
  parent_id: number;
  cover_html: string;
}

export const categoriesResource = defineResource<Category, CategoryValues, CategoryInput>({
  area: 'categories',
  labels: { singular: 'category', plural: 'Categories' },
  title: (category) => category.title,
  calls: {
    // The server answers the whole tree at once, not pages: the list is the tree screen's own query.
    list: async () => {
      const items = await getCategories();
      return {
        items,
        currentPage: 1,
        lastPage: 1,
        perPage: items.length,
        total: items.length,
        from: 1,
        to: items.length,
        links: [],
      };
    },
    get: (id) => getCategory(id),
    create: createCategory,
    update: updateCategory,
    remove: deleteCategory,
  },
  columns: [{ key: 'title', header: 'Title' }],
  fields: [
    { name: 'title', label: 'Title', kind: 'text', rules: ['required', 'max:255'] },
    { name: 'description', label: 'Description', kind: 'textarea', rules: ['max:2000'] },
  ],
  emptyValues: { title: '', description: '', parent_id: noParent, cover_html: '' },
  valuesOf: (category) => ({
    title: category.title,
    description: category.description ?? '',
    parent_id: category.parent_id ?? noParent,
    cover_html: category.cover_html ?? '',
  }),
  inputOf: (values) => ({
    title: values.title.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
    parent_id: values.parent_id === noParent ? null : values.parent_id,
    cover_html: values.cover_html === '' ? null : values.cover_html,
  }),
});
