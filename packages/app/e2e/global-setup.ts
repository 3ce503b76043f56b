// The journeys' server: the built app with the mocks' local API behind it, as `npm start` serves it
// (E2E_SERVER=laravel for the reference Laravel app instead; see servers.ts).
import type { TestProject } from 'vitest/node';
import { e2eServer, serveApp } from './servers.ts';

export default (project: TestProject) => serveApp(project, e2eServer('mocks'));
