/**
 * `npm run bench:table`: builds one production page per implementation, then drives them all in ONE headless
 * Chromium with the same script, alternating the order every repetition so that load on the machine hits each
 * alike. Prints each step's medians and the ratio to TanStack Table v8, and checks that every implementation
 * shows the same thing after every step. A benchmark, not a test: absolute times depend on the machine.
 *
 * Flags: --rows=1000,10000,100000  --reps=3  --impls=datatable,tanstack-v8,tanstack-v9  --no-build
 */
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CDPSession, chromium, type Page } from 'playwright';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../../tooling/chromium.ts';
import { openPage } from './open.ts';
import {
  formatMs,
  formatRatio,
  formatTable,
  mainThreadWork,
  median,
  parseFlags,
  stateDifferences,
  type TraceEvent,
  type VisibleState,
} from './stats.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const flags = parseFlags(process.argv.slice(2));
const rowCounts = (flags.get('rows') ?? '1000,10000,100000').split(',').map(Number);
const reps = Number(flags.get('reps') ?? 3);
const impls = (flags.get('impls') ?? 'tanstack-v8,tanstack-v9,datatable').split(',');
const reference = 'tanstack-v8';
/** The first render less the page's loading and the building of its rows: the table's own part. */
const afterData = 'first render after the data';

interface Step {
  name: string;
  /** Untimed preparation (focusing a control). */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /** How many data rows the DOM may hold afterwards: the page size, or a virtualised window. */
  maxRows: number;
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
/** Every page's size picker is a native select: focused, End and Home pick its last (All) and first (10) option. */
const pageSize = (key: string): Pick<Step, 'prepare' | 'act'> => ({
  prepare: (page) => page.getByLabel('Rows per page').focus(),
  act: (page) => page.keyboard.press(key),
});
const sortClick: Step['act'] = (page) => page.getByRole('columnheader', { name: /^Name/ }).click();
const next: Step['act'] = (page) => page.getByRole('button', { name: 'Next page' }).click();

const steps: Step[] = [
  { name: "type 'c'", prepare: (page) => search(page).click(), act: (page) => page.keyboard.press('c'), maxRows: 10 },
  { name: "type 'o'", act: (page) => page.keyboard.press('o'), maxRows: 10 },
  { name: "type 'm'", act: (page) => page.keyboard.press('m'), maxRows: 10 },
  {
    name: 'clear search',
    prepare: (page) => page.keyboard.press('Control+A'),
    act: (page) => page.keyboard.press('Backspace'),
    maxRows: 10,
  },
  { name: 'sort Name ascending', act: sortClick, maxRows: 10 },
  { name: 'sort Name descending', act: sortClick, maxRows: 10 },
  { name: 'sort Name off', act: sortClick, maxRows: 10 },
  { name: "page size 'All'", ...pageSize('End'), maxRows: 40 },
  { name: 'page size 10', ...pageSize('Home'), maxRows: 10 },
  ...[2, 3, 4, 5, 6].map((n) => ({ name: `Next → page ${n}`, act: next, maxRows: 10 })),
  // Nothing to do: what the instruments read for a click alone, the floor under every other step. Last, so that no
  // page's work from an earlier step (such as building search text in idle time) is still running.
  { name: 'click on nothing', act: (page) => page.mouse.click(1190, 890), maxRows: 10 },
];

/** Waits until two frames have been painted and Event Timing has had time to report. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 80)))),
  );

function visibleState(): VisibleState {
  // Row headers may be `<th scope="row">`; column headers are the other header cells.
  const dataCell = '[role="rowheader"], [role="gridcell"], td, th[scope="row"]';
  const rows = [...document.querySelectorAll('[role="row"], tr')].filter((row) => row.querySelector(dataCell));
  const top = rows.sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))[0];
  return {
    indicator: document.querySelector('nav [aria-live]')?.textContent ?? '',
    firstRow: top?.querySelector(dataCell)?.textContent ?? '',
    sort: [...document.querySelectorAll('[role="columnheader"], th:not([scope="row"])')]
      .map((header) => header.getAttribute('aria-sort') ?? 'none')
      .join(','),
    rowsInDom: rows.length,
  };
}

type Samples = { eventTiming: (number | null)[]; nextPaint: (number | null)[]; work: (number | null)[] };
const results = new Map<string, Samples>(); // key: rows|impl|step
const sample = (key: string) => {
  const found = results.get(key) ?? { eventTiming: [], nextPaint: [], work: [] };
  results.set(key, found);
  return found;
};
const states = new Map<string, Record<string, VisibleState>>(); // key: rows|rep|step
const problems: string[] = [];

/** Runs `act` while Chrome traces its top-level tasks and the probe's marks; returns the trace's events. */
async function traced(cdp: CDPSession, act: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: object[] }) => events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: 'toplevel,blink.user_timing', transferMode: 'ReportEvents' });
  try {
    await act();
  } finally {
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

async function runOnce(page: Page, base: string, impl: string, rows: number, rep: number) {
  const cdp = await page.context().newCDPSession(page);
  await openPage(page, `${base}/${impl}.html?rows=${rows}&seed=42`);
  const { firstRow, dataReady } = await page.evaluate(() => window.bench);
  sample(`${rows}|${impl}|first render`).nextPaint.push(firstRow ?? null);
  sample(`${rows}|${impl}|${afterData}`).nextPaint.push(
    firstRow === undefined || dataReady === undefined ? null : firstRow - dataReady,
  );
  await page.waitForTimeout(300);
  for (const step of steps) {
    await step.prepare?.(page);
    await settle(page);
    await page.evaluate(() => window.bench.mark());
    const trace = await traced(cdp, async () => {
      await step.act(page);
      await settle(page);
    });
    const measured = await page.evaluate(() => window.bench.read());
    const samples = sample(`${rows}|${impl}|${step.name}`);
    samples.eventTiming.push(measured.eventTiming);
    samples.nextPaint.push(measured.nextPaint);
    samples.work.push(mainThreadWork(trace));
    const key = `${rows}|${rep}|${step.name}`;
    const state = await page.evaluate(visibleState);
    states.set(key, { ...states.get(key), [impl]: state });
  }
}

/** Serves the built pages on a free local port. */
function serve(): Promise<{ base: string; close: () => void }> {
  const server = createServer((request, response) => {
    const file = path.join(dist, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dist) || !existsSync(file)) return void response.writeHead(404).end();
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    response.writeHead(200, { 'content-type': type });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
    ),
  );
}

function report() {
  const others = impls.filter((impl) => impl !== reference);
  for (const rows of rowCounts) {
    const header = ['step'];
    for (const impl of impls) header.push(`${impl} INP`, `${impl} paint`, `${impl} work`);
    for (const impl of others) header.push(`${impl} ÷ v8 (INP | paint | work)`);
    const lines = ['first render', afterData, ...steps.map((step) => step.name)].map((name) => {
      const isLoad = name === 'first render' || name === afterData;
      const medians = (impl: string) => {
        const samples = results.get(`${rows}|${impl}|${name}`);
        return {
          inp: samples ? median(samples.eventTiming) : null,
          paint: samples ? median(samples.nextPaint) : null,
          work: samples && samples.work.length > 0 ? median(samples.work) : null,
        };
      };
      const line = [name];
      for (const impl of impls) {
        const { inp, paint, work } = medians(impl);
        line.push(isLoad ? '–' : formatMs(inp, 16), formatMs(paint), formatMs(work));
      }
      const base = medians(reference);
      for (const impl of others) {
        const { inp, paint, work } = medians(impl);
        // Event Timing reports nothing under 16 ms: a ratio with such a step is unknown, not 0.
        const reported = (value: number | null) => (value !== null && value < 16 ? null : value);
        const inpRatio = isLoad ? '–' : formatRatio(reported(inp), reported(base.inp));
        line.push(`${inpRatio} | ${formatRatio(paint, base.paint)} | ${formatRatio(work, base.work)}`);
      }
      return line;
    });
    console.log(`\n${rows.toLocaleString('en')} rows — medians of ${reps} run(s), ms`);
    console.log(formatTable(header, lines));
  }
  for (const [key, byImpl] of states) {
    const maxRows = steps.find((step) => key.endsWith(`|${step.name}`))?.maxRows ?? 10;
    problems.push(...stateDifferences(`${key.replace(/\|\d+\|/, ' rows, ')}`, byImpl, maxRows));
  }
  console.log(
    '\nINP: largest Event Timing interaction of the step (reported from 16 ms, in 8 ms steps); paint: largest input → next paint;',
  );
  console.log(
    "work: the main thread's busy time from the input to the frame after it, without waiting for that frame (traced).",
  );
  console.log(
    `Load average when done: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')} on ${os.cpus().length} cores.`,
  );
  if (problems.length === 0) console.log('Every implementation showed the same state after every step.');
  else {
    console.log(`\n${problems.length} state problem(s):\n${problems.slice(0, 30).join('\n')}`);
    process.exitCode = 1;
  }
}

if (!flags.has('no-build')) await build({ configFile: path.join(here, 'vite.config.ts') });
const server = await serve();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
console.log(
  `Load average at start: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`,
);
try {
  for (const rows of rowCounts) {
    for (let rep = 0; rep < reps; rep++) {
      // A/B alternation: each repetition starts with the next implementation.
      const order = impls.map((_, i) => impls[(i + rep) % impls.length] as string);
      for (const impl of order) {
        const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
        try {
          await runOnce(page, server.base, impl, rows, rep);
        } catch (error) {
          problems.push(`${rows} rows, ${impl}: ${(error as Error).message.split('\n')[0]}`);
        } finally {
          await page.close();
        }
        process.stdout.write('.');
      }
    }
  }
  report();
} finally {
  await browser.close();
  server.close();
}
