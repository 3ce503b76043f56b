import '@factory/ui/theme';
import '@factory/ui/fonts';
import { configureApi } from '@factory/api';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { config } from './config.ts';

configureApi({ baseUrl: config.apiBaseUrl });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Public routes arrive prerendered (scripts/prerender.ts): React takes over that HTML instead of painting again.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
