// The Laravel journeys' server: the built app served as `npm run start:laravel` serves it, every API and session
// call answered by the reference Laravel app (laravel/), pictures drawn by the mocks.
import { mediaHandlers, startApiServer } from '@factory/mocks/node';
import type { TestProject } from 'vitest/node';
import { startLaravel } from '../../../tooling/laravelServer.ts';
import { buildApp, dist, serverBundle } from './build.ts';

export default async function setup(project: TestProject) {
  buildApp();
  const laravel = await startLaravel();
  const server = await startApiServer({
    port: 0,
    staticDir: dist,
    serverBundle,
    handlers: mediaHandlers,
    backendUrl: laravel.url,
  });
  project.provide('appUrl', server.url);
  return async () => {
    await server.close();
    await laravel.close();
  };
}
