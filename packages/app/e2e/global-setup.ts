// Builds the app (unless E2E_SKIP_BUILD=1 and a build exists) and serves it with the local API on one origin,
// over real HTTP on 127.0.0.1, as `npm start` does; with the small data (the journeys name its rows), or the real
// size with MOCK_DATA_SIZE=full (`MOCK_DATA_SIZE=full npx vitest run --project e2e walk`).
import { dataSizeFromEnv, plantUnsafeCover, seedDataSize, startApiServer } from '@factory/mocks/node';
import type { TestProject } from 'vitest/node';
import { buildApp, dist, serverBundle } from './build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

export default async function setup(project: TestProject) {
  buildApp();
  seedDataSize(dataSizeFromEnv('small'));
  // The sanitiser's journeys read the Dinosaurs' cover as an attacker would write it (test data, not the demo's).
  plantUnsafeCover();
  const server = await startApiServer({ port: 0, staticDir: dist, serverBundle });
  project.provide('appUrl', server.url);
  return () => server.close();
}
