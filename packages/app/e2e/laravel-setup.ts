// The Laravel journeys' server: the built app served as `npm run start:laravel` serves it, every API and session
// call answered by the reference Laravel app (laravel/), pictures drawn by the mocks (E2E_SERVER=mocks for the mocks).
import type { TestProject } from 'vitest/node';
import { e2eServer, serveApp } from './servers.ts';

export default (project: TestProject) => serveApp(project, e2eServer('laravel'));
