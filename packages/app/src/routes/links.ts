import type { AdminAreaTitle } from '@factory/api';
import type { ProfileTab, ScreenRoutes } from '@factory/screens';
import { type RouteName, routeNamed, routeTable } from './routeTable.ts';

type Query = Record<string, string | number | undefined>;

/** The URL of a named route: `hrefTo('catalogProduct', { id: 7 })` → `/catalog/product/7`. */
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
export function adminRouteOf(title: AdminAreaTitle, withId: boolean): RouteName {
  const route = routeTable.find(
    (r) => 'permission' in r && r.permission === title && r.path.endsWith('/:id') === withId,
  );
  if (!route) throw new Error(`No admin ${withId ? 'record ' : ''}route for ${title}`);
  return route.name;
}

/** The route of each profile tab (the tabs themselves are the screens' `ProfileTab` list). */
const profileTabRoutes = {
  info: 'catalogProfileInfo',
  notifications: 'catalogProfileNotifications',
  documents: 'catalogProfileDocuments',
} as const satisfies Record<ProfileTab, RouteName>;

/** The link builders screens use, from the route table. */
export const screenRoutes: ScreenRoutes = {
  index: (hash) => hrefTo('index', {}, {}, hash),
  login: () => hrefTo('login'),
  catalog: () => hrefTo('catalog'),
  category: (id, sub) => hrefTo('catalogCategory', { id }, { sub }),
  products: (q, page) => hrefTo('catalogProducts', {}, { q, page: page && page > 1 ? page : undefined }),
  product: (id) => hrefTo('catalogProduct', { id }),
  wishlist: () => hrefTo('catalogWishlist'),
  compare: (ids) => hrefTo('catalogCompare', {}, { ids: ids.join(',') }),
  profile: (tab = 'info') => hrefTo(profileTabRoutes[tab]),
  documentsFolder: (id) => hrefTo('catalogProfileDocumentsFolder', { id }),
  verifyProduct: (token) => hrefTo('verifyProduct', {}, { token }),
  notFound: () => hrefTo('notFound'),
  admin: (area, id) => (area ? hrefTo(adminRouteOf(area, id !== undefined), { id }) : hrefTo('admin')),
};
