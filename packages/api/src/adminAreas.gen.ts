// Written by `npm run generate` (scripts/generate.ts) from the resource definitions: do not edit.
import type { AdminArea } from './adminAreas.ts';

/** Every area of the admin panel, in sidebar order (grouped by `group` in spec order). */
export const adminAreas = [
  { group: 'content', title: 'catalog', label: 'Catalog' },
  { group: 'content', title: 'operation-documents', label: 'Operation documents' },
  { group: 'user', title: 'users', label: 'Users' },
  { group: 'user', title: 'roles', label: 'Roles' },
  { group: 'user', title: 'permissions', label: 'Permissions' },
  { group: 'product', title: 'categories', label: 'Categories' },
  { group: 'product', title: 'product-item', label: 'Products' },
  { group: 'product', title: 'product-access-types', label: 'Product access types' },
  { group: 'product', title: 'pat-defaults', label: 'Access type defaults' },
  { group: 'product', title: 'product-filter', label: 'Product filters (obsolete)' },
  { group: 'product', title: 'new-products', label: 'New products' },
  { group: 'product', title: 'new-products-images', label: 'New products: images' },
  { group: 'customer', title: 'areas', label: 'Areas' },
  { group: 'customer', title: 'companies', label: 'Companies' },
  { group: 'customer', title: 'customers', label: 'Customers' },
  { group: 'report', title: 'report-no-product-images', label: 'Products without images' },
  { group: 'data', title: 'data-recycle', label: 'Recycle bin' },
  { group: 'data', title: 'analysis-files', label: 'File analysis' },
  { group: 'data', title: 'analysis-cargo', label: 'Cargo analysis' },
  { group: 'others', title: 'dev-commands', label: 'Developer commands' },
  { group: 'others', title: 'files', label: 'File manager' },
  { group: 'others', title: 'icons', label: 'Icon manager' },
] as const satisfies readonly AdminArea[];
