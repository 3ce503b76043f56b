// `npm test`: every check, phase after phase, stopping at the first phase that fails. A phase of one step prints as it
// goes; the steps of a phase of several run side by side (none of them keeps both cores busy alone: each has its own
// files, servers and browsers, and much of its time is spent on one thread or waiting on a browser, WebDriver or PHP)
// and each one's output is printed whole when all have ended, a failing one's last, so a log read from its end shows
// what failed. Each step's time is printed at the end.
import { spawn } from 'node:child_process';

/** Each phase's steps: npm scripts with their extra environment. */
const phases = [
  [{ name: 'typecheck', script: 'typecheck' }],
  [{ name: 'lint', script: 'lint' }],
  [{ name: 'dependency directions', script: 'check:deps' }],
  // Each of these keeps one core about two thirds busy (a Vitest worker, a copy's type check, a build): side by side
  // they fill both.
  [
    { name: 'unit', script: 'test:unit' },
    { name: 'recipes', script: 'test:recipes' },
    { name: 'package', script: 'test:package' },
    { name: 'docs', script: 'test:docs' },
  ],
  [{ name: 'stories', script: 'test:stories' }],
  [{ name: 'journeys (Chromium)', script: 'test:e2e' }],
  [
    // The Chromium journeys before cover each step of these; the app's build is theirs.
    {
      name: 'journeys (Firefox, WebKit)',
      script: 'test:engines',
      env: { E2E_SKIP_BUILD: '1', ENGINES: process.env.ENGINES ?? 'firefox,webkit' },
    },
    { name: 'contract and Laravel journeys', script: 'test:contract', env: { E2E_SKIP_BUILD: '1' } },
  ],
];

const seconds = (since) => Math.round((performance.now() - since) / 1000);

function run({ name, script, env = {} }, capture) {
  return new Promise((done) => {
    const started = performance.now();
    const child = spawn('npm', ['run', script], {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const time = seconds(started);
      if (capture) process.stdout.write(`test: ${name} ${code === 0 ? 'passed' : 'failed'} in ${time} s\n`);
      done({ name, code: code ?? 1, time, output: Buffer.concat(output) });
    });
  });
}

const started = performance.now();
const timings = [];
let failed = [];
for (const steps of phases) {
  const together = steps.length > 1;
  const results = await Promise.all(steps.map((step) => run(step, together)));
  failed = results.filter(({ code }) => code !== 0);
  if (together) {
    for (const { name, output } of [...results.filter(({ code }) => code === 0), ...failed]) {
      process.stdout.write(`\n===== ${name} =====\n`);
      process.stdout.write(output);
    }
  }
  timings.push(...results.map(({ name, time, code }) => `${name}: ${time} s${code === 0 ? '' : ' (failed)'}`));
  if (failed.length > 0) break;
}
const phaseNote = phases.flatMap((steps) => (steps.length > 1 ? [steps.map(({ name }) => name).join(' + ')] : []));
process.stdout.write(
  `\ntest: ${timings.join('; ')}; in all ${seconds(started)} s (side by side: ${phaseNote.join('; ')})\n`,
);
for (const { name, code } of failed) process.stdout.write(`test: ${name} failed (exit ${code}); its output is above\n`);
process.exit(failed[0]?.code ?? 0);
