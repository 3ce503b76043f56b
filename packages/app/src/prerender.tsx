// The build's server entry (`vite build --ssr`). scripts/prerender.ts calls it at build time to paint the public
// pages, with the session unknown (as the browser's first render sees it); the server that serves the app loads it
// to render the catalogue's pages with the visitor's data (server/pages.tsx).
import { App } from './App.tsx';
import { LandingPage } from './landing/LandingPage.tsx';
import { renderToHtml } from './server/render.tsx';

/** A route of the router app (`/login`, `/not-found`), as main.tsx hydrates it. */
export const renderRoute = (location: string) => renderToHtml(<App location={location} />);

/** The landing page `/`, as landing/main.tsx hydrates it. */
export const renderLanding = () => renderToHtml(<LandingPage />);

export { createPageRenderer } from './server/pages.tsx';
