// The server behind the built app in the journeys: the mocks' local API, or the reference Laravel app (laravel/)
// answering every API and session call as `npm run start:laravel` does. Each Vitest project has its own (e2e: the
// mocks; laravel-journeys: Laravel); E2E_SERVER=laravel or E2E_SERVER=mocks runs any journey file against the other,
// e.g. `E2E_SERVER=laravel npx vitest run --project e2e admin-cust`.
import { dataSizeFromEnv, mediaHandlers, plantUnsafeCover, seedDataSize, startApiServer } from '@factory/mocks/node';
import type { TestProject } from 'vitest/node';
import { startLaravel } from '../../../tooling/laravelServer.ts';
import { buildApp, dist, serverBundle } from './build.ts';

export const e2eServers = ['mocks', 'laravel'] as const;
export type E2eServer = (typeof e2eServers)[number];

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    /** Which server answers the app's calls in this run. */
    server: E2eServer;
  }
}

/** E2E_SERVER when it names a server, else the project's own. */
export function e2eServer(projectDefault: E2eServer, env: NodeJS.ProcessEnv = process.env): E2eServer {
  const asked = env.E2E_SERVER;
  if (asked === undefined || asked === '') return projectDefault;
  if (!(e2eServers as readonly string[]).includes(asked)) {
    throw new Error(`E2E_SERVER must be one of ${e2eServers.join(', ')}; it is "${asked}"`);
  }
  return asked as E2eServer;
}

/**
 * The drawn pages' deadline for their reads in the journeys: a page they check comes drawn must not be sent as the
 * shell because two journeys and their browsers hold both cores (the shell after the app's own 2 s is the fault
 * run's to meet).
 */
export const journeyRenderDeadlineMs = 15_000;

/**
 * Builds the app (unless E2E_SKIP_BUILD=1 and a build exists) and serves it on one origin over real HTTP, with the
 * small data (the journeys name its rows) or the real size with MOCK_DATA_SIZE=full; returns the teardown.
 */
export async function serveApp(project: TestProject, server: E2eServer): Promise<() => Promise<void>> {
  buildApp();
  const dataSize = dataSizeFromEnv('small');
  project.provide('server', server);
  if (server === 'laravel') {
    const laravel = await startLaravel({ dataSize });
    // Pictures are drawn by the mocks from their paths; every API and session call is Laravel's.
    const app = await startApiServer({
      port: 0,
      staticDir: dist,
      serverBundle,
      renderDeadlineMs: journeyRenderDeadlineMs,
      handlers: mediaHandlers,
      backendUrl: laravel.url,
    });
    project.provide('appUrl', app.url);
    return async () => {
      await app.close();
      await laravel.close();
    };
  }
  seedDataSize(dataSize);
  // The sanitiser's journeys read the Dinosaurs' cover as an attacker would write it (test data, not the demo's).
  plantUnsafeCover();
  const app = await startApiServer({
    port: 0,
    staticDir: dist,
    serverBundle,
    renderDeadlineMs: journeyRenderDeadlineMs,
  });
  project.provide('appUrl', app.url);
  return () => app.close();
}
