import type { AdminAreaTitle, serverResources } from '@factory/api';

/** Which lazily loaded bundle a route's screen lives in. */
export type Area = 'public' | 'catalog' | 'verify' | 'admin';
/** public: anyone; session: a logged-in user; admin: a session, not role 2, and the area's permission keys. */
export type Guard = 'public' | 'session' | 'admin';

export interface RouteDef {
  /** Unique name used to build links (`hrefTo('product', { id: 7 })`). */
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
 * record pages, `admin{Singular}`. Written out in the table and held to the definitions by the type below and by
 * resourceAreas.test.ts, rather than mapped from them: the definitions (their fields and rules) would otherwise join
 * every page's first load (0.6 KB gzip measured on the landing and each catalogue page).
 */
export type ResourceRouteName = {
  [Title in keyof Resources]:
    | `admin${Resources[Title]['plural']}`
    | (Resources[Title]['recordPage'] extends true ? `admin${Resources[Title]['singular']}` : never);
}[keyof Resources];

/** Every route of spec §2, in one place: links, guards, the router and the sidebar derive from it. */
export const routeTable = [
  // Public
  { name: 'index', path: '/', area: 'public', guard: 'public' },
  { name: 'login', path: '/login', area: 'public', guard: 'public' },
  { name: 'notFound', path: '/not-found', area: 'public', guard: 'public' },
  // Catalogue
  { name: 'catalog', path: '/catalog', area: 'catalog', guard: 'session' },
  { name: 'catalogCategory', path: '/catalog/categories/:id', area: 'catalog', guard: 'session' },
  { name: 'catalogProducts', path: '/catalog/products', area: 'catalog', guard: 'session' },
  { name: 'catalogProduct', path: '/catalog/product/:id', area: 'catalog', guard: 'session' },
  { name: 'catalogProfile', path: '/catalog/profile', area: 'catalog', guard: 'session' },
  { name: 'catalogProfileNotifications', path: '/catalog/profile/notifications', area: 'catalog', guard: 'session' },
  { name: 'catalogProfileInfo', path: '/catalog/profile/info', area: 'catalog', guard: 'session' },
  { name: 'catalogProfileDocuments', path: '/catalog/profile/documents', area: 'catalog', guard: 'session' },
  {
    name: 'catalogProfileDocumentsFolder',
    path: '/catalog/profile/documents/folder/:id',
    area: 'catalog',
    guard: 'session',
  },
  { name: 'catalogWishlist', path: '/catalog/wishlist', area: 'catalog', guard: 'session' },
  // Designed: products side by side (`?ids=` their codes), from the list's cards and the wishlist.
  { name: 'catalogCompare', path: '/catalog/compare', area: 'catalog', guard: 'session' },
  // Verification
  { name: 'verifyProduct', path: '/verify-product', area: 'verify', guard: 'session' },
  // Admin
  { name: 'admin', path: '/admin', area: 'admin', guard: 'session' },
  { name: 'unauthorizedAccess', path: '/admin/unauthorized-access', area: 'admin', guard: 'session' },
  { name: 'forbiddenAccess', path: '/admin/forbidden-access', area: 'admin', guard: 'session' },
  admin('cmsCatalog', 'catalog', 'catalog'),
  admin('adminUsers', 'users', 'users'),
  admin('adminUser', 'users/:id', 'users'),
  admin('adminPermissions', 'permissions', 'permissions'),
  admin('adminRoles', 'roles', 'roles'),
  admin('adminRole', 'roles/:id', 'roles'),
  admin('adminCategories', 'categories', 'categories'),
  admin('adminCategory', 'categories/:id', 'categories'),
  admin('adminProducts', 'product-item', 'product-item'),
  admin('adminProduct', 'product-item/:id', 'product-item'),
  admin('adminAccessTypes', 'product-access-types', 'product-access-types'),
  admin('adminAccessType', 'product-access-types/:id', 'product-access-types'),
  admin('adminPatDefaults', 'pat-defaults', 'pat-defaults'),
  admin('adminProductFilters', 'product-filter', 'product-filter'),
  admin('adminProductFilter', 'product-filter/:id', 'product-filter'),
  admin('adminAreas', 'areas', 'areas'),
  admin('adminCompanies', 'companies', 'companies'),
  admin('adminCustomers', 'customers', 'customers'),
  admin('adminCustomer', 'customers/:id', 'customers'),
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
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routeTable)[number]['name'];

// A resource definition whose routes the table lacks is a type error here, naming them.
({}) satisfies Record<Exclude<ResourceRouteName, RouteName>, 'missing from routeTable'>;

const byName = new Map<string, RouteDef>(routeTable.map((route) => [route.name, route]));

export function routeNamed(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}
