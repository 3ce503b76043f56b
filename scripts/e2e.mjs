// `npm run test:e2e`: the app built once, then the Chromium journeys in two shards at once (scripts/shards.mjs), each
// with its own server and data, then the first-load size budgets of that build. Extra arguments go to every shard.
import { execFileSync } from 'node:child_process';
import { run, runShards } from './shards.mjs';

const extra = process.argv.slice(2);
// Vitest runs with NODE_ENV=test, which would give React's development build: the journeys and the size report see
// the production build that `npm start` serves (packages/app/e2e/build.ts builds the same way when run alone).
if (process.env.E2E_SKIP_BUILD !== '1') {
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@factory/app'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', VITE_MAP_TILES: 'local' },
  });
}
const codes = await runShards('e2e', { args: () => extra, envOf: () => ({ E2E_SKIP_BUILD: '1' }) });
if (codes.some((code) => code !== 0)) process.exit(1);
process.exit(await run('npm', ['run', 'size:landing', '-w', '@factory/app']));
