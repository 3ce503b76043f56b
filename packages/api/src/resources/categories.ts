// Catalogue categories (spec §3 Category, §7 Categories): one tree, read by every signed-in user as their access
// type lets them, and edited by staff.
import { defineServerResource } from './define.ts';

export const categories = defineServerResource({
  area: 'categories',
  singular: 'Category',
  plural: 'Categories',
  path: '/api/categories',
  fromSpec: ['list', 'get', 'create', 'update', 'delete'],
  // The parent must be a live category other than itself: the server's own check. Pictures are set apart.
  fields: { title: 'required|max:255', description: 'max:2000', parent_id: '', cover_html: 'max:20000' },
  // The top level in menu order, each with its sub-categories.
  list: { sort: null, filters: [], whole: true },
  id: 'number',
  readers: 'signed-in',
  recycleBin: 'category',
  recordPage: true,
  sidebar: { group: 'product', before: 'product-item' },
  screens: 'own',
});
