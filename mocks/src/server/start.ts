// `npm run api [static folder]`: the mock backend on http://127.0.0.1:8787 (PORT and HOST override).
import { demoAccounts, verificationTokens } from '../index.ts';
import { startApiServer } from './httpServer.ts';

const staticDir = process.argv[2];
const server = await startApiServer({
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST ?? '127.0.0.1',
  staticDir,
});

console.log(`Mock API listening on ${server.url}${staticDir ? ` (serving ${staticDir})` : ''}`);
console.log('Demo accounts:');
for (const [name, account] of Object.entries(demoAccounts)) {
  console.log(`  ${name.padEnd(12)} ${account.email.padEnd(26)} ${account.password}  (${account.role})`);
}
console.log('Product verification links (log in with any account):');
for (const [state, token] of Object.entries(verificationTokens)) {
  console.log(`  ${state.padEnd(12)} ${server.url}/verify-product?token=${token}`);
}

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
