// `npm run test:stories`: the story tests in two shards at once (scripts/shards.mjs), each with its own Chromium and
// its own folder of pre-bundled browser dependencies (STORY_SHARD). Extra arguments go to every shard. Each shard
// writes a blob of its results; merged, they make the one report of changed pictures (tooling/storyReport.ts),
// written even when a shard failed.
import { rmSync } from 'node:fs';
import { run, runShards } from './shards.mjs';

const extra = process.argv.slice(2);
const blobs = 'test-results/story-blobs';
rmSync(blobs, { recursive: true, force: true });

const codes = await runShards('storybook', {
  args: (shard) => [
    '--reporter=default',
    '--reporter=blob',
    `--outputFile.blob=${blobs}/shard-${shard}.json`,
    ...extra,
  ],
  envOf: (shard) => ({ STORY_SHARD: String(shard) }),
});
// Only the report: the shards already printed each test.
await run('npx', [
  'vitest',
  'run',
  '--project',
  'storybook',
  `--merge-reports=${blobs}`,
  '--reporter=./tooling/storyReport.ts',
]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
