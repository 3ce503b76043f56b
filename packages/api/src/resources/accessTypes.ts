// Designed: product access types, which categories a customer with the type sees (confirm with the server team).
import { defineServerResource } from './define.ts';

export const accessTypes = defineServerResource({
  area: 'product-access-types',
  singular: 'ProductAccessType',
  plural: 'ProductAccessTypes',
  path: '/api/product-access-types',
  // Each of `category_ids` must name a live category: the server's own check. Left out of an update, they are kept.
  fields: { title: 'required|max:255', description: 'max:1000', category_ids: 'array' },
  list: { sort: { column: 'title', direction: 'ascending' }, filters: [], whole: true },
  id: 'number',
  // Its defaults (pat-defaults) go with it: its delete is for good, not to the recycle bin.
  recordPage: true,
  sidebar: { group: 'product', label: 'Product access types', before: 'pat-defaults' },
  screens: 'own',
});
