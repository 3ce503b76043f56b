// A visit's data starts with its code: when the address changes (and once at start), the calls the
// route's screen makes first are sent at once, while its bundle still loads, instead of after it has rendered.

import type { AdminAreaTitle } from '@factory/api';
import { currentUserQuery, type RouteAt, type RouteReads } from '@factory/screens';
import { catalogPageReads } from '@factory/screens/catalog/pages';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { decideAccess, visitorOf } from '../guards/access.ts';
import { type PageDef, parentOf, screenName, shellName } from '../routes/pages.ts';
import { type RouteDef, routeTable } from '../routes/routeTable.ts';

/**
 * A page's first reads: those of the shells it sits in (the catalogue's menu and wishlist badge), then its own, or
 * undefined when it reads nothing. A catalogue page's are in its screen folder's reads.ts, under its name.
 */
function pageReads(def: PageDef): RouteReads | undefined {
  const own =
    def.area === 'catalog' ? catalogPageReads(screenName(def.code ?? def.name), def.shows ?? def.name) : undefined;
  const reads = [...shellReadsAround(def), own].filter((read) => read !== undefined);
  return reads.length === 0 ? undefined : (at) => reads.flatMap((read) => read(at));
}

/** The reads of the shells a page is drawn in, outermost first (its own shell's too: it is the shell's index). */
function shellReadsAround(def: PageDef): (RouteReads | undefined)[] {
  const parent = parentOf(def);
  // A shell's reads are its folder's for `<page>Shell` (`CatalogShell/reads.ts`: `catalogShell`).
  const shell = def.shell ? catalogPageReads(shellName(def.name), `${def.name}Shell`) : undefined;
  return [...(parent ? shellReadsAround(parent) : []), shell];
}

/** An admin route's reads, by its area's permission title; their module loads with the first visit to the admin. */
async function adminReadsOf(route: RouteDef, permission: AdminAreaTitle): Promise<RouteReads> {
  const { adminReads } = await import('@factory/screens/admin/reads');
  return adminReads(permission, route.path.endsWith('/:id'));
}

const tableRoutes = routeTable.map((route) => ({ path: route.path, route }));

/** The route of the table an address names (the most specific match), with its `:id`. */
export function routeAt(pathname: string): { route: RouteDef; id?: string } | undefined {
  const match = matchRoutes(tableRoutes, pathname)?.at(-1);
  return match ? { route: match.route.route, id: match.params.id } : undefined;
}

/** Starts the reads of the visit to `location` (an admin area's once the session says the visitor may see it). */
export async function prefetchVisit(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
): Promise<void> {
  const found = routeAt(location.pathname);
  if (!found) return;
  const { route } = found;
  // The table's routes outside the admin are the pages themselves.
  const ownReads = route.area === 'admin' ? undefined : pageReads(route as PageDef);
  // Only the pages with reads and the admin's areas read anything (no session call on /login or a verify link).
  if (!ownReads && !route.permission) return;
  const session = queryClient.ensureQueryData(currentUserQuery).catch(() => null);
  const at: RouteAt = { id: found.id, search: new URLSearchParams(location.search) };
  // A failed read is the screen's to show (with Retry) when it asks for it; nothing to do here.
  const fetchAll = (reads: RouteReads) => Promise.all(reads(at).map((read) => queryClient.prefetchQuery(read)));
  if (ownReads) {
    // Any signed-in user may see a page: its reads go out beside the session check, not after it (for a visitor who
    // is not signed in they answer 401, which the error rule leaves alone; the guard sends them to login).
    await Promise.all([session, fetchAll(ownReads)]);
    return;
  }
  // An admin area's reads wait for the session: only a visitor with the area's keys reads it.
  const [reads, user] = await Promise.all([adminReadsOf(route, route.permission as AdminAreaTitle), session]);
  if (user && decideAccess(route, visitorOf(user)).kind === 'allow') await fetchAll(reads);
}
