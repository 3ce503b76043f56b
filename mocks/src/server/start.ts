// `npm run api [static folder] [server bundle]`: the mock backend on http://127.0.0.1:8787 (PORT and HOST override),
// with the factory's real-size data (MOCK_DATA_SIZE=small for the stories' small data), serving the app's built files
// and rendering its catalogue pages with the app's server bundle (`npm start` passes both).

import { notDeleted } from '../db.ts';
import { db, demoAccounts, seedDataSize, verificationTokens } from '../index.ts';
import { dataSizeFromEnv } from './dataSize.ts';
import { startApiServer } from './httpServer.ts';

const size = dataSizeFromEnv('full');
const seedMs = seedDataSize(size);
console.log(
  `Seeded the ${size} data in ${Math.round(seedMs)} ms: ${notDeleted(db.products).length} products in ` +
    `${notDeleted(db.categories).length} categories, ${notDeleted(db.customers).length} customers, ` +
    `${db.folders.reduce((sum, folder) => sum + folder.files.length, 0)} documents`,
);

const [staticDir, serverBundle] = process.argv.slice(2);
const server = await startApiServer({
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST ?? '127.0.0.1',
  staticDir,
  serverBundle,
});

console.log(
  staticDir
    ? `The app and its local API: open ${server.url} (the app from ${staticDir}; Ctrl+C stops it)`
    : `The local API: ${server.url} (Ctrl+C stops it)`,
);
console.log('Demo accounts (email, password, role):');
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
