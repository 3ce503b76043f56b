// Product filters and their choices (spec §3 Filter, §7 Filters; the admin screen is marked obsolete). Customers
// filter the catalogue by them, in the order staff arrange.
import { defineServerResource } from './define.ts';

export const filters = defineServerResource({
  area: 'product-filter',
  singular: 'Filter',
  plural: 'Filters',
  path: '/api/filters',
  fromSpec: ['list', 'get', 'create', 'update', 'delete'],
  // Designed: a new filter may also send its first choices' titles (`choices`).
  fields: { title: 'required|max:255', description: 'max:1000' },
  list: { sort: null, filters: [], whole: true },
  id: 'number',
  readers: 'signed-in',
  recycleBin: 'filter',
  recordPage: true,
  sidebar: { group: 'product', label: 'Product filters (obsolete)', before: 'new-products' },
  screens: 'own',
});
