// `npm run test:contract`: the contract suite against the mocks' local API and the reference Laravel app, then the
// app's main journeys in Chromium with Laravel behind it.
// `npm run test:contract -- --api https://staging.example --email … --password … [--write]`: against that backend
// only, logged in with that account, read-only unless --write; prints each expectation as met (✓), not met (×) or
// not checked there (↓: it needs the demo data, or writes).
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    write: { type: 'boolean', default: false },
  },
});

const env = { ...process.env };
const args = ['vitest', 'run', '--project', 'contract'];
if (!values.api) args.push('--project', 'laravel-journeys');
if (values.api) {
  if (!values.email || !values.password) {
    console.error('test:contract: --api needs the test account too: --email … --password …');
    process.exit(2);
  }
  Object.assign(env, {
    CONTRACT_API: values.api,
    CONTRACT_EMAIL: values.email,
    CONTRACT_PASSWORD: values.password,
    CONTRACT_WRITE: values.write ? '1' : '0',
  });
  args.push('--reporter=verbose');
}
const run = spawnSync('npx', args, { stdio: 'inherit', env });
process.exit(run.status ?? 1);
