// Fetching a page's code before it is visited: when a link is pointed at or focused, the bundles of the routes its
// address matches start loading (each route says how in its `handle.preload`), so the click rarely waits for them.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../router.tsx';

/** The preloads of the routes an address matches (the layouts and the page). */
export function preloadsOf(routes: RouteObject[], pathname: string): (() => Promise<unknown>)[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => (match.route.handle as RouteHandle)?.preload ?? []);
}

/**
 * Listens on the document for the pointer over a link or focus on one, and preloads the routes of its address
 * (same origin only, each address once). Returns the function that stops listening.
 */
export function prefetchOnIntent(routes: RouteObject[], page: Document = document): () => void {
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = link?.getAttribute('href');
    if (!href) return;
    const url = new URL(href, page.location.href);
    if (url.origin !== page.location.origin || done.has(url.pathname)) return;
    done.add(url.pathname);
    // A failed fetch is tried again by the visit itself, which shows the area's error if it fails too.
    for (const preload of preloadsOf(routes, url.pathname)) preload().catch(() => done.delete(url.pathname));
  };
  page.addEventListener('pointerover', onIntent, { passive: true });
  page.addEventListener('focusin', onIntent);
  return () => {
    page.removeEventListener('pointerover', onIntent);
    page.removeEventListener('focusin', onIntent);
  };
}
