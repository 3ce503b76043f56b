// A Vitest project's files in shards run at once (`--shard`, balanced by tooling/balancedSequencer.ts), each its own
// Vitest process: the story tests each with their own Chromium (so their own cookies and mock session: one browser
// runs story files one at a time because they share its origin), the journeys each with their own server and data
// (their global setup runs per process). On two cores the shards overlap one's waiting for a page with the other's
// work. Answers each shard's exit code.
import { spawn } from 'node:child_process';

/** The shards of `project`, `count` of them (SHARDS overrides), each given `args` and the environment `envOf(index)`. */
export function runShards(project, { count = Number(process.env.SHARDS ?? 2), args = () => [], envOf = () => ({}) }) {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      run(
        'npx',
        ['vitest', 'run', '--project', project, `--shard=${index + 1}/${count}`, ...args(index + 1)],
        envOf(index + 1),
      ),
    ),
  );
}

/** Runs a command with this process's output; answers its exit code. */
export const run = (command, args, env = {}) =>
  new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => done(code ?? 1));
  });
