// The last two steps of `npm test`, side by side on the app's build: the cross-engine journeys (Firefox and WebKit;
// the Chromium journeys ran before) and the contract suite with the Laravel journeys. Each has its own servers and
// browsers, and much of each one's time is spent waiting (WebDriver round trips, PHP's answers), so together they take
// little more than the longer of the two. The engines print as they go; the contract suite's output follows at the
// end, whole, so neither is interleaved with the other.
import { spawn } from 'node:child_process';

const run = (args, env, capture) =>
  new Promise((done) => {
    const child = spawn('npm', ['run', ...args], {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, E2E_SKIP_BUILD: '1', ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => done({ code: code ?? 1, output: Buffer.concat(output) }));
  });

const [engines, contract] = await Promise.all([
  run(['test:engines'], { ENGINES: process.env.ENGINES ?? 'firefox,webkit' }, false),
  run(['test:contract'], {}, true),
]);
process.stdout.write(contract.output);
process.exit(engines.code !== 0 ? engines.code : contract.code);
