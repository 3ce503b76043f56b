// A visit's data starts with its code (issue 28 §6): when the address changes (and once at start), the calls the
// route's screen makes first are sent at once, while its bundle still loads, instead of after it has rendered.
// Only for a visitor the route's guard lets in: a redirected visit reads nothing.
import { catalogReads, currentUserQuery, type RouteAt, type RouteReads } from '@factory/screens';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { decideAccess, visitorOf } from '../guards/access.ts';
import { type RouteDef, type RouteName, routeTable } from '../routes/routeTable.ts';

const { shell } = catalogReads;
const inCatalog =
  (page: RouteReads): RouteReads =>
  (at) => [...shell(), ...page(at)];

const catalogRouteReads: Partial<Record<RouteName, RouteReads>> = {
  catalog: inCatalog(catalogReads.home),
  catalogCategory: inCatalog(catalogReads.category),
  catalogProducts: inCatalog(() => []),
  catalogProduct: inCatalog(catalogReads.product),
  catalogWishlist: inCatalog(catalogReads.wishlist),
  catalogProfileInfo: inCatalog(catalogReads.profileInfo),
  catalogProfileNotifications: inCatalog(() => []),
  catalogProfileDocuments: inCatalog(catalogReads.documents),
  catalogProfileDocumentsFolder: inCatalog(catalogReads.documents),
};

/**
 * The reads of a route of the table: the catalogue's by screen, an admin area's by its permission title (their
 * module loads with the first visit to the admin, beside the admin's bundle, not in the catalogue's first load).
 */
export async function readsOf(route: RouteDef): Promise<RouteReads | undefined> {
  const { permission } = route;
  if (!permission) return catalogRouteReads[route.name as RouteName];
  const { adminReads } = await import('@factory/screens/admin/reads');
  return adminReads(permission, route.path.endsWith('/:id'));
}

const tableRoutes = routeTable.map((route) => ({ path: route.path, route }));

/** The route of the table an address names (the most specific match), with its `:id`. */
export function routeAt(pathname: string): { route: RouteDef; id?: string } | undefined {
  const match = matchRoutes(tableRoutes, pathname)?.at(-1);
  return match ? { route: match.route.route, id: match.params.id } : undefined;
}

/** Starts the reads of the visit to `location`, once the session says the visitor may see it. */
export async function prefetchVisit(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
): Promise<void> {
  const found = routeAt(location.pathname);
  // Only the catalogue's and the admin's routes read anything (no session call on /login or a verify link).
  if (!found || !(found.route.permission || found.route.name in catalogRouteReads)) return;
  const [reads, user] = await Promise.all([
    readsOf(found.route),
    queryClient.ensureQueryData(currentUserQuery).catch(() => null),
  ]);
  if (!reads || !user || decideAccess(found.route, visitorOf(user)).kind !== 'allow') return;
  const at: RouteAt = { id: found.id, search: new URLSearchParams(location.search) };
  // A failed read is the screen's to show (with Retry) when it asks for it; nothing to do here.
  await Promise.all(reads(at).map((read) => queryClient.prefetchQuery(read)));
}
