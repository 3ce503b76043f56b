// Builds the app (unless E2E_SKIP_BUILD=1 and a build exists) and serves it with the local API on one origin,
// over real HTTP on 127.0.0.1, as `npm start` does.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startApiServer } from '@factory/mocks/node';
import type { TestProject } from 'vitest/node';

const appDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(appDir, 'dist');

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!(process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(dist, 'index.html')))) {
    execFileSync('npm', ['run', 'build', '--silent'], {
      cwd: appDir,
      stdio: 'inherit',
      // Vitest runs with NODE_ENV=test, which would give React's development build: the journeys (and the landing
      // size report after them) must see the production build that `npm start` serves.
      env: { ...process.env, NODE_ENV: 'production', VITE_MAP_TILES: 'local' },
    });
  }
  const server = await startApiServer({ port: 0, staticDir: dist });
  project.provide('appUrl', server.url);
  return () => server.close();
}
