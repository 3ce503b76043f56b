// The categories as an admin resource: the definition the generic record controllers (useResourceRecord,
// useSaveRecord, useDeleteRecord) run on. Its reads are the catalogue's own (queries/categories.ts).
import { type Category, type CategoryInput, createCategory, deleteCategory, updateCategory } from '@factory/api';
import { categoryQueries } from '../../queries/index.ts';
import { defineResource } from '../generic/resource.ts';
import { noParent } from './categoryTree.ts';

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
  queries: categoryQueries,
  calls: {
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
