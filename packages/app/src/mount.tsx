// What both page entries do at start: point the API client at its server, then take over the prerendered HTML
// (hydration) or paint into the empty shell.
import { configureApi } from '@factory/api';
import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config } from './config.ts';
import { PageFrame } from './PageFrame.tsx';

/**
 * `inTransition`: hydrate as a transition, so React yields to the browser every few milliseconds instead of
 * blocking the main thread for the whole page (on a slow phone, one task of about a second). The landing does. The
 * router app's prerendered /login does not: hydrated that way, its logins never left the page in the journeys (the
 * cause, somewhere in the router's lazy route under a transition, is not found yet).
 */
export function mount(page: ReactNode, { inTransition = false } = {}) {
  configureApi({ baseUrl: config.apiBaseUrl });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const tree = <PageFrame>{page}</PageFrame>;
  // Prerendered pages (scripts/prerender.ts) are hydrated; the shell of other routes and Vite's dev server are empty.
  const hydrate = () => void hydrateRoot(root, tree);
  // A page painted from an empty shell (every catalogue and admin page) renders as a transition too: React yields to
  // the browser every few milliseconds, so a catalogue page's first render is not one long task on a slow phone.
  if (!root.hasChildNodes()) startTransition(() => createRoot(root).render(tree));
  else if (inTransition) startTransition(hydrate);
  else hydrate();
}
