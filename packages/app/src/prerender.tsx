// The build's server entry (`vite build --ssr`): renders a page to HTML, waiting for its lazy screens, with the
// session unknown (as the browser's first render sees it). scripts/prerender.ts calls it.
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './App.tsx';
import { LandingPage } from './landing/LandingPage.tsx';

async function render(page: ReactNode): Promise<string> {
  const { prelude } = await prerender(<StrictMode>{page}</StrictMode>);
  return new Response(prelude).text();
}

/** A route of the router app (`/login`, `/not-found`), as main.tsx hydrates it. */
export const renderRoute = (location: string) => render(<App location={location} />);

/** The landing page `/`, as landing/main.tsx hydrates it. */
export const renderLanding = () => render(<LandingPage />);
