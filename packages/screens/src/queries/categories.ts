// Categories (GET /api/categories): one tree, read by the catalogue, the admin and the verify flow alike.
import type { Category } from '@factory/api';
import { queryOptions } from '@tanstack/react-query';
import { wholeResource } from './resource.ts';

// A category's change reaches the products listed under it and the access types that name it.
// The calls load with the first read (see index.ts).
const calls = () => import('@factory/api/calls/categories');

export const categoryQueries = wholeResource<Category, number>(
  'categories',
  {
    whole: async (options) => (await calls()).getCategories(options),
    get: async (id) => (await calls()).getCategory(id),
  },
  { searchText: (category) => category.title },
  ['products', 'access-types'],
);

/** Every category as a tree (GET /api/categories): the top level in menu order, each with its sub-categories. */
export const categoriesQuery = categoryQueries.whole;

export const categoryQuery = (id: number) =>
  queryOptions({
    queryKey: categoryQueries.keys.record(id) as readonly unknown[],
    queryFn: async ({ signal }) => (await calls()).getCategory(id, { signal }),
  });
