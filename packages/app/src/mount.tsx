// What both page entries do at start: point the API client at its server, then take over the prerendered HTML
// (hydration) or paint into the empty shell.
import { configureApi } from '@factory/api';
import { type ReactNode, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config } from './config.ts';

export function mount(page: ReactNode) {
  configureApi({ baseUrl: config.apiBaseUrl });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const tree = <StrictMode>{page}</StrictMode>;
  // Prerendered pages (scripts/prerender.ts) are hydrated; the shell of other routes and Vite's dev server are empty.
  if (root.hasChildNodes()) hydrateRoot(root, tree);
  else createRoot(root).render(tree);
}
