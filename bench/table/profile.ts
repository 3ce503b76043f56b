/**
 * `npx tsx bench/table/profile.ts --impl=datatable --rows=10000 --step=next`: a CPU profile of kinds of step
 * (load, next, search, sort, all, ten; several in order: `--step=sort,all`), printed as the functions with the most self time. Run `npm run bench:table` once
 * first (it builds the pages), and build with `--no-minify` there for readable names (`--minify=false`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../tooling/chromium.ts';
import { openPage } from './open.ts';
import type {} from './pages/probe.ts';
import { parseFlags } from './stats.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const flags = parseFlags(process.argv.slice(2));
const impl = flags.get('impl') ?? 'datatable';
const rows = Number(flags.get('rows') ?? 10000);
const step = flags.get('step') ?? 'next';
const file = path.join(here, 'dist', `${impl}.html`);
if (!existsSync(file)) throw new Error(`No ${file}: run npm run bench:table first.`);

const actions: Record<string, (page: Page) => Promise<void>> = {
  next: async (page) => {
    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Next page' }).click();
  },
  search: async (page) => {
    await page.getByRole('searchbox', { name: 'Search' }).click();
    for (const key of ['c', 'o', 'm', 'Backspace', 'Backspace', 'Backspace']) await page.keyboard.press(key);
  },
  sort: async (page) => {
    for (let i = 0; i < 3; i++) await page.getByRole('columnheader', { name: /^Name/ }).click();
  },
  // On the focused native size picker, End and Home pick the last (All) and first (10) option.
  all: async (page) => {
    await page.getByLabel('Rows per page').focus();
    await page.keyboard.press('End');
  },
  ten: async (page) => {
    await page.getByLabel('Rows per page').focus();
    await page.keyboard.press('Home');
  },
};

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--allow-file-access-from-files'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
const open = async () => {
  await openPage(page, `file://${file}?rows=${rows}`);
};
// `--step=load` profiles the page's first render; any other step starts once the page shows its rows.
const profilesLoad = step.split(',').includes('load');
if (!profilesLoad) await open();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
if (profilesLoad) await open();
for (const name of step.split(',')) await actions[name]?.(page);
await page.waitForTimeout(200);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();

const self = new Map<string, number>();
const dt = profile.timeDeltas ?? [];
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
(profile.samples ?? []).forEach((id, i) => {
  const frame = byId.get(id)?.callFrame;
  if (!frame) return;
  const name = `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber + 1}`;
  self.set(name, (self.get(name) ?? 0) + (dt[i] ?? 0) / 1000);
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`${impl}, ${rows} rows, ${step}: ${total.toFixed(0)} ms sampled`);
for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${ms.toFixed(1).padStart(8)}  ${name}`);
