import '@factory/ui/theme';
import '@factory/ui/fonts';
import { configureApi } from '@factory/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { config } from './config.ts';

configureApi({ baseUrl: config.apiBaseUrl });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
