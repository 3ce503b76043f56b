import '@factory/ui/theme';
import '@factory/ui/reset';
import '@factory/ui/fonts';
import { screenRoutes } from '@factory/app/routes';
import { clearSessionCookies, handlers, pinClock, resetDb } from '@factory/mocks';
import { ScreenEnvironmentProvider, useErrorNavigation, useLinkHref } from '@factory/screens';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { createPreviewAnnotations } from 'msw-storybook-addon/preview';
import { type ReactNode, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { configure } from 'storybook/test';
import { localeAndThemeGlobals, withLocaleAndTheme } from './localeAndTheme.tsx';
import { onUnhandledFrame, unhandledRequests } from './unhandled-requests.ts';

// A busy two-core machine answers the mock API in seconds, not milliseconds: findBy… and waitFor wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

/**
 * Screen stories describe where they are: `parameters.route = { path: '/catalog/product/:id', url: '/catalog/product/7' }`.
 * The story renders inside a memory router at that URL, so `useParams`/`useSearchParams` work.
 */
export interface RouteParameters {
  path?: string;
  url?: string;
}

function StoryRouter({ route, children }: { route: RouteParameters; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: route.path ?? '/', element: children },
        // A navigation away from the story lands here, so a play function can assert where it went.
        { path: '*', element: <NavigatedAway /> },
      ],
      { initialEntries: [route.url ?? route.path ?? '/'] },
    ),
  );
  return <RouterProvider router={router} />;
}

function NavigatedAway() {
  const location = useLocation();
  return <p role="status">Navigated to {location.pathname + location.search}</p>;
}

const withRouter: Decorator = (Story, { parameters }) => (
  <StoryRouter route={(parameters.route ?? {}) as RouteParameters}>
    <Story />
  </StoryRouter>
);

const environment = { routes: screenRoutes };

/** Screens get the app's link builders, and failed calls navigate by the app's own rule (the same hook as Root). */
function StoryEnvironment({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useErrorNavigation(screenRoutes);
  return (
    <AriaRouterProvider navigate={navigate} useHref={useLinkHref}>
      <ScreenEnvironmentProvider value={environment}>{children}</ScreenEnvironmentProvider>
    </AriaRouterProvider>
  );
}

const withEnvironment: Decorator = (Story) => (
  <StoryEnvironment>
    <Story />
  </StoryEnvironment>
);

/** A fresh query cache per story: no data leaks between stories, no retries hide an error state. */
const withQueryClient: Decorator = (Story) => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  return (
    <QueryClientProvider client={client}>
      <Story />
    </QueryClientProvider>
  );
};

/**
 * One MSW worker for all stories, answering every backend call from @factory/mocks' stateful handlers; a story
 * changes that with `beforeEach({ msw }) { msw.use(scenario('empty', 'GET /api/product')) }` or `loginAs('customer')`.
 */
const msw = createPreviewAnnotations(async () => {
  const worker = setupWorker(...handlers);
  // public/storyServiceWorker.js: MSW's worker, with the page's own scripts left to the browser's HTTP cache.
  await worker.start({ quiet: true, onUnhandledFrame, serviceWorker: { url: '/storyServiceWorker.js' } });
  return worker;
});

/**
 * `parameters.reducedMotion: true` answers `(prefers-reduced-motion: reduce)` as the user's choice, so a slide show
 * (the landing's hero rotates every 5000 ms) holds its first slide and a screenshot does not depend on timing.
 */
function emulateReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = original.call(window, query);
    if (query.includes('prefers-reduced-motion')) Object.defineProperty(list, 'matches', { value: true });
    return list;
  };
  return () => {
    window.matchMedia = original;
  };
}

const preview: Preview = {
  // The first decorator is the innermost: environment inside the query client inside the router inside the locale.
  decorators: [withEnvironment, withQueryClient, withRouter, withLocaleAndTheme],
  ...localeAndThemeGlobals,
  beforeEach: async (context) => {
    unhandledRequests.length = 0;
    const restoreMotion = context.parameters.reducedMotion === true ? emulateReducedMotion() : undefined;
    // Every story starts from the seeded fixtures, logged out.
    resetDb();
    // Rows the mock server creates carry this date, whatever day the suite runs.
    pinClock(new Date('2026-11-20T09:00:00Z'));
    clearSessionCookies();
    // Starts the worker once, puts it on the story context, and resets story handlers after the story.
    const startMsw = msw.beforeEach as (ctx: typeof context) => Promise<() => void>;
    const stopMsw = await startMsw(context);
    return () => {
      stopMsw();
      restoreMotion?.();
    };
  },
  afterEach() {
    // A story that reaches an unmocked API or an external host fails, so no test ever hits the network.
    if (unhandledRequests.length > 0) {
      throw new Error(`Unmocked requests: ${unhandledRequests.join(', ')}`);
    }
  },
  parameters: {
    layout: 'padded',
    // axe's defaults plus WCAG 2.2's target size (2.5.8: 24 × 24 px, or spaced as far), which axe leaves off.
    // Under test only violations are reported in full: describing every passing element (a selector and markup
    // each) was about a third of a story's time. Storybook's panel keeps the full results for review.
    a11y: {
      test: 'error',
      config: { rules: [{ id: 'target-size', enabled: true }] },
      options: import.meta.env.MODE === 'test' ? { resultTypes: ['violations'] } : {},
    },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
