// The build's server entry (`vite build --ssr`): renders a page to HTML, waiting for its lazy screens, with the
// session unknown (as the browser's first render sees it). scripts/prerender.ts calls it.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './App.tsx';
import { LandingPage } from './landing/LandingPage.tsx';
import { PageFrame } from './PageFrame.tsx';

async function render(page: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<PageFrame>{page}</PageFrame>, {
    // An error inside a Suspense boundary would leave it to the browser to render: fail the build instead.
    onError: (error) => void errors.push(error),
    // One finished document: every boundary inline. A large one (the region select with its collection) would
    // otherwise be placed after the page and moved in by an inline script, which the CSP rightly blocks.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length > 0) throw new AggregateError(errors, 'The prerender failed');
  return new Response(prelude).text();
}

/** A route of the router app (`/login`, `/not-found`), as main.tsx hydrates it. */
export const renderRoute = (location: string) => render(<App location={location} />);

/** The landing page `/`, as landing/main.tsx hydrates it. */
export const renderLanding = () => render(<LandingPage />);
