import type { AdminAreaTitle } from '@factory/api';
import type { ProfileTab, ScreenRoutes } from '@factory/screens';
import type { PageName } from './pages.ts';
import { adminRoutes, type RouteName, routeNamed } from './routeTable.ts';

type Query = Record<string, string | number | undefined>;

/** The URL of a named route: `hrefTo('product', { id: 7 })` → `/catalog/product/7`. */
export function hrefTo(
  name: RouteName,
  params: { id?: number | string } = {},
  query: Query = {},
  hash?: string,
): string {
  const path = routeNamed(name).path.replace(':id', () => {
    if (params.id === undefined) throw new Error(`Route ${name} needs an id`);
    return encodeURIComponent(String(params.id));
  });
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The route of an admin area's page, or of its record page (`users/:id`) when `withId`. */
function adminRouteOf(title: AdminAreaTitle, withId: boolean): RouteName {
  const route = adminRoutes.find(
    (r) => 'permission' in r && r.permission === title && r.path.endsWith('/:id') === withId,
  );
  if (!route) throw new Error(`No admin ${withId ? 'record ' : ''}route for ${title}`);
  return route.name;
}

/** The route of each profile tab (the tabs themselves are the screens' `ProfileTab` list). */
const profileTabPages = {
  info: 'profileInfo',
  notifications: 'profileNotifications',
  documents: 'profileDocuments',
} as const satisfies Record<ProfileTab, PageName>;

/** A builder of `ScreenRoutes` named after no page: none may be (its type is never, so it does not compile). */
type NoPage = Record<Exclude<keyof ScreenRoutes, PageName | 'admin'>, never>;

/** The link builders screens use, each named after the page it links to (the admin's builds an area's links). */
export const screenRoutes: ScreenRoutes & NoPage = {
  index: (hash) => hrefTo('index', {}, {}, hash),
  login: () => hrefTo('login'),
  catalog: () => hrefTo('catalog'),
  category: (id, sub) => hrefTo('category', { id }, { sub }),
  productSearch: (q, page) => hrefTo('productSearch', {}, { q, page: page && page > 1 ? page : undefined }),
  product: (id) => hrefTo('product', { id }),
  wishlist: () => hrefTo('wishlist'),
  compare: (ids) => hrefTo('compare', {}, { ids: ids.join(',') }),
  profile: (tab = 'info') => hrefTo(profileTabPages[tab]),
  profileDocumentsFolder: (id) => hrefTo('profileDocumentsFolder', { id }),
  verifyProduct: (token) => hrefTo('verifyProduct', {}, { token }),
  notFound: () => hrefTo('notFound'),
  admin: (area, id) => (area ? hrefTo(adminRouteOf(area, id !== undefined), { id }) : hrefTo('admin')),
};
