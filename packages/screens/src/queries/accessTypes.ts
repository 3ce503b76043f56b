// Product access types, their defaults for new customers, and the product filters: resources the server
// answers whole, paged on the client.
import {
  type Filter,
  getFilter,
  getFilters,
  getPatDefaults,
  getProductAccessType,
  getProductAccessTypes,
  type PatDefault,
  type ProductAccessType,
} from '@factory/api';
import { choicesFrom } from './choices.ts';
import { wholeResource } from './resource.ts';

// A type's grants reach the customers that hold it and the defaults that name it.
export const accessTypeQueries = wholeResource<ProductAccessType, number>(
  'access-types',
  { whole: getProductAccessTypes, get: getProductAccessType },
  {
    searchText: (type) => `${type.title} ${type.description ?? ''}`,
    sortValue: (type) => type.title,
  },
  ['pat-defaults', 'customers'],
);
export const accessTypeChoices = choicesFrom(accessTypeQueries.whole, (t) => ({ id: t.id, label: t.title }));

const findDefault = async (id: number) => {
  const row = (await getPatDefaults()).find((d) => d.id === id);
  if (!row) throw new Error(`No default ${id}`);
  return row;
};

export const patDefaultQueries = wholeResource<PatDefault, number>(
  'pat-defaults',
  { whole: getPatDefaults, get: findDefault },
  { searchText: () => '' },
);

// A filter's choices are set on products: its change reaches them.
export const filterQueries = wholeResource<Filter, number>(
  'filters',
  { whole: getFilters, get: getFilter },
  { searchText: (f) => `${f.title} ${f.description ?? ''}` },
  ['products'],
);
