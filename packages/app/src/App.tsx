import { ApiError } from '@factory/api';
import { type DehydratedState, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router.tsx';
import { prefetchOnIntent, preloadsOf } from './shell/prefetch.ts';
import { prefetchVisit } from './shell/routeData.ts';

/** Answers that retrying cannot change: session, permission, missing item, validation. */
const finalStatuses = new Set([401, 403, 404, 419, 422]);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) =>
          !(error instanceof ApiError && (finalStatuses.has(error.status) || error.kind === 'malformed')) &&
          failures < 2,
      },
    },
  });
}

/**
 * The whole app. `location` is for the server, which renders a route without a browser: the same tree as in the
 * browser (only the router's history differs), so the page hydrates without a mismatch. `data` is the reads the
 * server rendered the page with (server/pages.tsx): the browser starts from the same cache, so it renders the same.
 */
export function App({ location, data }: { location?: string; data?: DehydratedState }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (data) hydrate(client, data);
    return client;
  });
  const [router] = useState(() =>
    location ? createMemoryRouter(routes, { initialEntries: [location] }) : createBrowserRouter(routes),
  );
  useEffect(() => prefetchOnIntent(routes), []);
  useEffect(() => {
    if (location) return;
    // Each visit's code and data start together, before the guard has the session: now for the first visit, then
    // at every change of address.
    const startVisit = (at: typeof visited) => {
      for (const preload of preloadsOf(routes, at.pathname)) preload().catch(() => undefined);
      void prefetchVisit(queryClient, at);
    };
    let visited = router.state.location;
    startVisit(visited);
    return router.subscribe(({ location: next }) => {
      if (next.pathname === visited.pathname && next.search === visited.search) return;
      visited = next;
      startVisit(next);
    });
  }, [location, router, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
