// Written by `npm run generate` (scripts/generate.ts) from the resource definitions: do not edit.
import type { RouteDef } from './routeTable.ts';

/** The list page (and record page) of each list-and-record resource with the generic pages, in sidebar order. */
export const resourceRoutes = [
  { name: 'adminUsers', path: '/admin/users', area: 'admin', guard: 'admin', permission: 'users' },
  { name: 'adminUser', path: '/admin/users/:id', area: 'admin', guard: 'admin', permission: 'users' },
  { name: 'adminRoles', path: '/admin/roles', area: 'admin', guard: 'admin', permission: 'roles' },
  { name: 'adminRole', path: '/admin/roles/:id', area: 'admin', guard: 'admin', permission: 'roles' },
  { name: 'adminAreas', path: '/admin/areas', area: 'admin', guard: 'admin', permission: 'areas' },
  { name: 'adminCompanies', path: '/admin/companies', area: 'admin', guard: 'admin', permission: 'companies' },
  { name: 'adminCustomers', path: '/admin/customers', area: 'admin', guard: 'admin', permission: 'customers' },
  { name: 'adminCustomer', path: '/admin/customers/:id', area: 'admin', guard: 'admin', permission: 'customers' },
] as const satisfies readonly RouteDef[];
