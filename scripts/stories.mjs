// `npm run test:stories`: the story tests in two halves at once (`--shard`, balanced by tooling/storySequencer.ts),
// each with its own Chromium, so its own cookies and mock session (one browser runs story files one at a time because
// they share its origin). On two cores the halves overlap one's waiting for the page with the other's work. Extra
// arguments go to both halves. Each half writes a blob of its results; merged, they make the one report of changed
// pictures (tooling/storyReport.ts), written even when a half failed.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const shards = Number(process.env.STORY_SHARDS ?? 2);
const extra = process.argv.slice(2);
const blobs = 'test-results/story-blobs';
rmSync(blobs, { recursive: true, force: true });

const npx = (args, env = {}) =>
  new Promise((done) => {
    const child = spawn('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => done(code ?? 1));
  });

const codes = await Promise.all(
  Array.from({ length: shards }, (_, index) =>
    npx(
      [
        'vitest',
        'run',
        '--project',
        'storybook',
        `--shard=${index + 1}/${shards}`,
        '--reporter=default',
        '--reporter=blob',
        `--outputFile.blob=${blobs}/shard-${index + 1}.json`,
        ...extra,
      ],
      { STORY_SHARD: String(index + 1) },
    ),
  ),
);
// Only the report: the halves already printed each test.
await npx([
  'vitest',
  'run',
  '--project',
  'storybook',
  `--merge-reports=${blobs}`,
  '--reporter=./tooling/storyReport.ts',
]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
