// Categories (GET /api/categories): one tree, read by the catalogue, the admin and the verify flow alike.
import { type Category, getCategories, getCategory } from '@factory/api';
import { queryOptions } from '@tanstack/react-query';
import { wholeResource } from './resource.ts';

// A category's change reaches the products listed under it and the access types that name it.
export const categoryQueries = wholeResource<Category, number>(
  'categories',
  { whole: getCategories, get: getCategory },
  { searchText: (category) => category.title },
  ['products', 'access-types'],
);

/** Every category as a tree (GET /api/categories): the top level in menu order, each with its sub-categories. */
export const categoriesQuery = categoryQueries.whole;

export const categoryQuery = (id: number) =>
  queryOptions({
    queryKey: categoryQueries.keys.record(id) as readonly unknown[],
    queryFn: ({ signal }) => getCategory(id, { signal }),
  });
