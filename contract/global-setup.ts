// Starts the servers the contract suite runs against: the mocks' local API and the reference Laravel app, each on a
// free port; or, with CONTRACT_API set (`npm run test:contract -- --api URL`), only that backend.
import { startApiServer } from '@factory/mocks/node';
import type { TestProject } from 'vitest/node';
import { startLaravel } from '../tooling/laravelServer.ts';
import type { ContractServer } from './servers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    contractServers: ContractServer[];
  }
}

export default async function setup(project: TestProject) {
  const remote = process.env.CONTRACT_API;
  if (remote) {
    const { CONTRACT_EMAIL: email = '', CONTRACT_PASSWORD: password = '', CONTRACT_WRITE } = process.env;
    project.provide('contractServers', [
      {
        name: remote,
        url: remote.replace(/\/+$/, ''),
        account: { email, password },
        seeded: false,
        writable: CONTRACT_WRITE === '1',
      },
    ]);
    return;
  }
  const [mocks, laravel] = await Promise.all([startApiServer({ port: 0 }), startLaravel()]);
  const seededServer = (name: string, url: string): ContractServer => ({
    name,
    url,
    account: { email: 'customer@example.com', password: 'password' },
    seeded: true,
    writable: true,
  });
  project.provide('contractServers', [seededServer('mocks', mocks.url), seededServer('laravel', laravel.url)]);
  return async () => {
    await Promise.all([mocks.close(), laravel.close()]);
  };
}
