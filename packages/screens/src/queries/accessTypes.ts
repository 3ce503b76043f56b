// Product access types: which categories a customer may see. The server answers the whole list; it is paged here.
import { getProductAccessType, getProductAccessTypes, type ProductAccessType } from '@factory/api';
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

export const accessTypeChoices = choicesFrom('product-access-types', accessTypeQueries.whole, (t) => ({
  id: t.id,
  label: t.title,
}));
