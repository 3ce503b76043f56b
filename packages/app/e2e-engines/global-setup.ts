// The cross-engine journeys' one server: the e2e build (built here unless E2E_SKIP_BUILD=1 finds one) served with
// the local API and the small data, as the Chromium journeys have it, behind the probe proxy (proxy.ts). Prints the
// folder the layout pictures go to.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { dataSizeFromEnv, seedDataSize, startApiServer } from '@factory/mocks/node';
import type { TestProject } from 'vitest/node';
import { buildApp, dist, serverBundle } from '../e2e/build.ts';
import { journeyRenderDeadlineMs } from '../e2e/servers.ts';
import { startProbeProxy } from './proxy.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    enginesUrl: string;
    picturesDir: string;
  }
}

/** Where each journey step's picture per engine goes (a test artefact, never compared with a baseline). */
export const picturesDir = path.resolve(import.meta.dirname, '../../../test-results/engines');

export default async function setup(project: TestProject) {
  buildApp();
  seedDataSize(dataSizeFromEnv('small'));
  const server = await startApiServer({
    port: 0,
    staticDir: dist,
    serverBundle,
    renderDeadlineMs: journeyRenderDeadlineMs,
  });
  const proxy = await startProbeProxy(server.url);
  rmSync(picturesDir, { recursive: true, force: true });
  project.provide('enginesUrl', proxy.url);
  project.provide('picturesDir', picturesDir);
  return async () => {
    await proxy.close();
    await server.close();
    process.stdout.write(`engines: a picture of each journey step per engine is in ${picturesDir}\n`);
  };
}
