// The app's pages, each written once: its path, name, code, first reads and whether the server draws it. The route
// table, the router, the links, a visit's prefetch, the server's list of pages it draws and the build manifest's
// bundles all map over this list (docs/decisions/page-list.md). The admin's routes come from the permission areas
// (routeTable.ts), not from here.
//
// One name per page: `productSearch` is the route, the link builder `screenRoutes.productSearch`, the screen
// `ProductSearchScreen` in its folder `packages/screens/src/catalog/ProductSearchScreen/` (its index.ts is the page's
// bundle, its reads.ts has the page's first reads under `productSearch`) and the bundle the build manifest and the
// server name. The list is data alone: it is in every page's first load (the landing's links too), so a page's
// code and reads are found by its name (@factory/screens/catalog/pages), not imported here.

export { type ScreenName, screenName, shellName } from './screenName.ts';

/** Which part of the product a route belongs to: its bundle of screens (the catalogue's: one per page) and its guard. */
export type Area = 'public' | 'catalog' | 'verify' | 'admin';
/** public: anyone; session: a logged-in user; admin: a session, not role 2, and the area's permission keys. */
export type Guard = 'public' | 'session' | 'admin';

export interface PageDef<Name extends string = string> {
  /** The page's one name: route, link builder, screen (`<Name>Screen`), its folder, bundle and reads are called by it. */
  name: Name;
  /**
   * Absolute path; `:id` is the only parameter (spec §2). A page whose path continues that of a page with a shell or
   * tabs sits in it (drawn inside, with the shell's reads): `/catalog/products` is in `/catalog`.
   */
  path: string;
  /**
   * The public and verify pages' screens are in their area's bundle; a catalogue page's is its screen folder's
   * index.ts. `/` has none: the landing is a page of its own (landing.html).
   */
  area: Exclude<Area, 'admin'>;
  guard: Guard;
  /** The server draws it with the visitor's data (server/pages.tsx); its bundle is then part of the page's HTML. */
  serverDrawn?: boolean;
  /** The page whose screen folder holds its screen, when not its own (the profile's tabs are in the profile's). */
  code?: string;
  /** The page whose screen it shows, when not its own (a documents folder shows the documents page). */
  shows?: string;
  /**
   * A layout around the page and the pages in it, `<Name>Shell`, exported by the page's bundle beside its screen (the
   * catalogue's `CatalogShell`; the reads every page in it shares are its folder's reads.ts's, under `catalogShell`).
   */
  shell?: boolean;
  /** Its screen is the layout of the pages in it, and the page itself opens this one of them (a tabbed page). */
  opens?: string;
}

const list = [
  // Public
  { name: 'index', path: '/', area: 'public', guard: 'public' },
  { name: 'login', path: '/login', area: 'public', guard: 'public' },
  { name: 'notFound', path: '/not-found', area: 'public', guard: 'public' },
  // Catalogue
  {
    name: 'catalog',
    path: '/catalog',
    area: 'catalog',
    guard: 'session',
    shell: true,
    serverDrawn: true,
  },
  {
    name: 'category',
    path: '/catalog/categories/:id',
    area: 'catalog',
    guard: 'session',
    serverDrawn: true,
  },
  {
    name: 'productSearch',
    path: '/catalog/products',
    area: 'catalog',
    guard: 'session',
    serverDrawn: true,
  },
  {
    name: 'product',
    path: '/catalog/product/:id',
    area: 'catalog',
    guard: 'session',
    serverDrawn: true,
  },
  {
    name: 'wishlist',
    path: '/catalog/wishlist',
    area: 'catalog',
    guard: 'session',
    serverDrawn: true,
  },
  // Designed: products side by side (`?ids=` their codes), from the list's cards and the wishlist.
  {
    name: 'compare',
    path: '/catalog/compare',
    area: 'catalog',
    guard: 'session',
    serverDrawn: true,
  },
  {
    name: 'profile',
    path: '/catalog/profile',
    area: 'catalog',
    guard: 'session',
    opens: 'profileInfo',
  },
  {
    name: 'profileInfo',
    path: '/catalog/profile/info',
    code: 'profile',
    area: 'catalog',
    guard: 'session',
  },
  {
    name: 'profileNotifications',
    path: '/catalog/profile/notifications',
    code: 'profile',
    area: 'catalog',
    guard: 'session',
  },
  {
    name: 'profileDocuments',
    path: '/catalog/profile/documents',
    code: 'profile',
    area: 'catalog',
    guard: 'session',
  },
  {
    name: 'profileDocumentsFolder',
    path: '/catalog/profile/documents/folder/:id',
    code: 'profile',
    shows: 'profileDocuments',
    area: 'catalog',
    guard: 'session',
  },
  // Verification
  { name: 'verifyProduct', path: '/verify-product', area: 'verify', guard: 'session' },
] as const satisfies readonly PageDef[];

export type PageName = (typeof list)[number]['name'];

/** Every page of spec §2 but the admin's. */
export const pages: readonly PageDef<PageName>[] = list;

/**
 * The page a page sits in (inside its shell or tabs): the nearest page with a shell or tabs whose path its own
 * continues (`/catalog/profile/documents/folder/:id` is in `/catalog/profile`, which is in `/catalog`). The list
 * names a page after the one it sits in, so the nearest is the last.
 */
export const parentOf = (def: PageDef): PageDef | undefined =>
  pages.findLast((other) => (other.shell || other.opens) && def.path.startsWith(`${other.path}/`));
