// `npm run test:stories`: the story tests in two halves at once (`--shard`, balanced by tooling/storySequencer.ts),
// each with its own Chromium, so its own cookies and mock session (one browser runs story files one at a time because
// they share its origin). On two cores the halves overlap one's waiting for the page with the other's work. Extra
// arguments go to both halves.
import { spawn } from 'node:child_process';

const shards = Number(process.env.STORY_SHARDS ?? 2);
const extra = process.argv.slice(2);

const runs = Array.from({ length: shards }, (_, index) => {
  const args = ['vitest', 'run', '--project', 'storybook', `--shard=${index + 1}/${shards}`, ...extra];
  const child = spawn('npx', args, { stdio: 'inherit', env: { ...process.env, STORY_SHARD: String(index + 1) } });
  return new Promise((done) => child.on('close', (code) => done(code ?? 1)));
});

const codes = await Promise.all(runs);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
