// The production build the journeys run against, built once per run (kept with E2E_SKIP_BUILD=1 when it exists).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const appDir = path.resolve(import.meta.dirname, '..');
export const dist = path.join(appDir, 'dist');
/** The build's server bundle: the server renders the catalogue's pages with it, as `npm start` does. */
export const serverBundle = path.join(appDir, 'dist-ssr/prerender.js');

export function buildApp(): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(dist, 'index.html'))) return;
  execFileSync('npm', ['run', 'build', '--silent'], {
    cwd: appDir,
    stdio: 'inherit',
    // Vitest runs with NODE_ENV=test, which would give React's development build: the journeys (and the landing
    // size report after them) must see the production build that `npm start` serves.
    env: { ...process.env, NODE_ENV: 'production', VITE_MAP_TILES: 'local' },
  });
}
