// Products (spec §3 Product, §7 Products): the factory's pieces, each named by its code (a create names it in its
// `id` field, an update's path does). Their list is the catalogue's, with its own query (`getProducts`).
import { productRules } from '../rules/productFields.ts';
import { defineServerResource } from './define.ts';

export const products = defineServerResource({
  area: 'product-item',
  singular: 'Product',
  plural: 'Products',
  path: '/api/product',
  fromSpec: ['list', 'get', 'create', 'update', 'delete'],
  // The limits of a product's own fields, written once in productFields.ts (the verification form reads them too);
  // its categories, pictures and lock are the server's own checks on top.
  fields: productRules,
  // Staff arrange the catalogue's order: no sort until one is chosen. Filtered by category and lock.
  list: { sort: null, filters: ['category_id', 'is_locked'] },
  id: 'code',
  recycleBin: 'product',
  recordPage: true,
  sidebar: { group: 'product', before: 'product-access-types' },
  screens: 'own',
});
