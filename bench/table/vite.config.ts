// One production page per implementation (datatable.html, tanstack-v8.html, tanstack-v9.html), built like the app.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceConditions, vanillaExtract } from '../../tooling/vite-shared.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const implementations = ['datatable', 'tanstack-v8', 'tanstack-v9'] as const;

export default defineConfig({
  ...sourceConditions,
  root: here,
  base: './',
  logLevel: 'warn',
  plugins: [react(), vanillaExtract()],
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    rollupOptions: {
      input: Object.fromEntries(implementations.map((name) => [name, path.join(here, `${name}.html`)])),
    },
  },
});
