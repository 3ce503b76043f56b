// The build's server entry (`vite build --ssr`): renders one route of the app to HTML, waiting for its lazy
// screens, with the session unknown (as the browser's first render sees it). scripts/prerender.ts calls it.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './App.tsx';

export async function renderRoute(location: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App location={location} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
