import { ApiError } from '@factory/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router.tsx';
import { prefetchOnIntent } from './shell/prefetch.ts';

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
 * The whole app. `location` is for the build's prerender, which renders a route without a browser: the same tree
 * as in the browser (only the router's history differs), so the page hydrates without a mismatch.
 */
export function App({ location }: { location?: string }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() =>
    location ? createMemoryRouter(routes, { initialEntries: [location] }) : createBrowserRouter(routes),
  );
  useEffect(() => prefetchOnIntent(routes), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
