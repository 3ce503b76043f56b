// The product filters and their choices (GET /api/product-filter), answered whole and in order.
import { type Filter, getFilter, getFilters } from '@factory/api';
import { wholeResource } from './resource.ts';

// A filter's choices are set on products: its change reaches them.
export const filterQueries = wholeResource<Filter, number>(
  'filters',
  { whole: getFilters, get: getFilter },
  { searchText: (f) => `${f.title} ${f.description ?? ''}` },
  ['products'],
);
