// The categories as an admin resource: the definition the generic record controllers (useResourceRecord,
// useSaveRecord, useDeleteRecord) run on. Its calls and rules are the definition's (@factory/api `categories`), its
// reads the catalogue's own (queries/categories.ts).
import type { Category, CategoryInput } from '@factory/api';
import { categoryQueries } from '../../queries/index.ts';
import { definedResource } from '../generic/resource.ts';
import { noParent } from './categoryTree.ts';

/** What the category form edits; the parent is `noParent` (0) for a top-level category. */
export interface CategoryValues {
  title: string;
  description: string;
  parent_id: number;
  cover_html: string;
}

export const categoriesResource = definedResource<Category, CategoryValues, CategoryInput>('categories', {
  labels: { singular: 'category', plural: 'Categories' },
  title: (category) => category.title,
  queries: categoryQueries,
  columns: [{ key: 'title', header: 'Title' }],
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea' },
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
