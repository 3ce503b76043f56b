// `npm run start:laravel`: the built app on http://127.0.0.1:8787 (PORT changes it) with the reference Laravel app
// (laravel/) answering every API and session call, as `npm start` does with the mocks. Needs PHP 8.2 and Debian's
// php-laravel-framework (see laravel/README.md).
import path from 'node:path';
import { demoAccounts, mediaHandlers, startApiServer } from '@factory/mocks/node';
import { startLaravel } from '../tooling/laravelServer.ts';

const laravel = await startLaravel();
const server = await startApiServer({
  port: Number(process.env.PORT ?? 8787),
  staticDir: path.resolve(import.meta.dirname, '../packages/app/dist'),
  serverBundle: path.resolve(import.meta.dirname, '../packages/app/dist-ssr/prerender.js'),
  // Pictures are drawn by the mocks from their paths; everything else is Laravel's.
  handlers: mediaHandlers,
  backendUrl: laravel.url,
});

console.log(`App on ${server.url}, its API answered by Laravel at ${laravel.url}`);
for (const [name, account] of Object.entries(demoAccounts)) {
  console.log(`  ${name.padEnd(12)} ${account.email.padEnd(26)} ${account.password}  (${account.role})`);
}

const stop = () => void Promise.all([server.close(), laravel.close()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
