// Written by `npm run generate` (scripts/generate.ts) from the resource definitions: do not edit.
import { accessTypes } from './accessTypes.ts';
import { areas } from './areas.ts';
import { categories } from './categories.ts';
import { companies } from './companies.ts';
import { customers } from './customers.ts';
import { filters } from './filters.ts';
import { products } from './products.ts';
import { roles } from './roles.ts';
import { users } from './users.ts';

/** The resources whose admin pages are the generic ones, in sidebar order. */
export const genericScreenResources = { users, roles, areas, companies, customers };

/** The resources whose admin pages are their own, in sidebar order. */
export const ownScreenResources = {
  categories,
  'product-item': products,
  'product-access-types': accessTypes,
  'product-filter': filters,
};
