import type { AdminAreaTitle, serverResources } from '@factory/api';
import { type Area, type Guard, type PageName, pages } from './pages.ts';
import { resourceRoutes } from './resourceRoutes.gen.ts';

export type { Area, Guard } from './pages.ts';

export interface RouteDef {
  /** Unique name used to build links (`hrefTo('product', { id: 7 })`): the page's one name (pages.ts). */
  name: string;
  /** Absolute path; `:id` is the only parameter (spec §2). */
  path: string;
  area: Area;
  guard: Guard;
  /**
   * Admin routes: the title of the permission area whose menu and action keys open it (`adminAreaByTitle` gives its
   * group). A title, not the area: the table is in every page's first load, the permission catalogue is not.
   */
  permission?: AdminAreaTitle;
}

const admin = <Name extends string>(name: Name, path: string, permission: AdminAreaTitle) =>
  ({ name, path: `/admin/${path}`, area: 'admin', guard: 'admin', permission }) as const;

type Resources = typeof serverResources;

/**
 * The routes of each list-and-record resource (@factory/api's `serverResources`): `admin{Plural}` and, for one with
 * record pages, `admin{Singular}`. Written out by `npm run generate` (resourceRoutes.gen.ts) and held to the
 * definitions by the type below and by resourceAreas.test.ts, rather than mapped from them when the app runs: the
 * definitions (their fields and rules) would otherwise join every page's first load (0.6 KB gzip measured on the
 * landing and each catalogue page).
 */
export type ResourceRouteName = {
  [Title in keyof Resources]:
    | `admin${Resources[Title]['plural']}`
    | (Resources[Title]['recordPage'] extends true ? `admin${Resources[Title]['singular']}` : never);
}[keyof Resources];

/**
 * The admin's routes, one per permission area's page and record page (the admin's screens are the admin area's
 * bundle, routed in router.tsx).
 */
export const adminRoutes = [
  { name: 'admin', path: '/admin', area: 'admin', guard: 'session' },
  { name: 'unauthorizedAccess', path: '/admin/unauthorized-access', area: 'admin', guard: 'session' },
  { name: 'forbiddenAccess', path: '/admin/forbidden-access', area: 'admin', guard: 'session' },
  admin('cmsCatalog', 'catalog', 'catalog'),
  admin('adminPermissions', 'permissions', 'permissions'),
  admin('adminCategories', 'categories', 'categories'),
  admin('adminCategory', 'categories/:id', 'categories'),
  admin('adminProducts', 'product-item', 'product-item'),
  admin('adminProduct', 'product-item/:id', 'product-item'),
  admin('adminAccessTypes', 'product-access-types', 'product-access-types'),
  admin('adminAccessType', 'product-access-types/:id', 'product-access-types'),
  admin('adminPatDefaults', 'pat-defaults', 'pat-defaults'),
  admin('adminProductFilters', 'product-filter', 'product-filter'),
  admin('adminProductFilter', 'product-filter/:id', 'product-filter'),
  admin('adminReportNoProductImages', 'report-no-product-images', 'report-no-product-images'),
  admin('adminNewProducts', 'new-products', 'new-products'),
  admin('adminNewProductsImages', 'new-products-images', 'new-products-images'),
  admin('adminDevCommands', 'dev-commands', 'dev-commands'),
  admin('adminOperationDocuments', 'operation-documents', 'operation-documents'),
  admin('adminOperationDocumentsFolder', 'operation-documents/folder/:id', 'operation-documents'),
  admin('adminDataRecycle', 'data-recycle', 'data-recycle'),
  admin('adminDataRecycleProduct', 'data-recycle/product', 'data-recycle'),
  admin('adminAnalysisFiles', 'analysis/files', 'analysis-files'),
  admin('adminAnalysisCargo', 'analysis/cargo', 'analysis-cargo'),
  admin('adminFiles', 'files', 'files'),
  admin('adminIcons', 'icons', 'icons'),
  ...resourceRoutes,
] as const satisfies readonly RouteDef[];

export type AdminRouteName = (typeof adminRoutes)[number]['name'];
export type RouteName = PageName | AdminRouteName;

/** Every route of spec §2, in one place: links, guards, the router and the sidebar derive from it. */
export const routeTable: readonly RouteDef[] = [...pages, ...adminRoutes];

// A resource definition whose routes the table lacks is a type error here, naming them.
({}) satisfies Record<Exclude<ResourceRouteName, RouteName>, 'missing from routeTable'>;

const byName = new Map<string, RouteDef>(routeTable.map((route) => [route.name, route]));

export function routeNamed(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}
