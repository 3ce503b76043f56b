/**
 * `npm run bench:catalogue`: the catalogue's list at the factory's real size. Builds the app (unless
 * E2E_SKIP_BUILD=1 and a build exists), serves it with the local API at the full size, and in one headless Chromium
 * (a phone's 390 × 844) changes a filter, the page, the sort and the sub-category of Dinosaurs (1,000+ products),
 * timing each from the input event to the first frame painted with the new list (the request to the local API
 * included). Prints each step's median and worst over the repetitions against the 200 ms goal. A benchmark, not a
 * test: absolute times depend on the machine; run it on an idle one.
 *
 * Flags: --reps=5 --width=390 --height=844
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { dataSizeFromEnv, db, seedDataSize, startApiServer } from '@factory/mocks/node';
import { chromium, type Page } from 'playwright';
import { buildApp, dist, serverBundle } from '../../packages/app/e2e/build.ts';
import { chromiumArgs, chromiumPath } from '../../tooling/chromium.ts';
import { formatMs, formatTable, median } from '../table/stats.ts';

const { values } = parseArgs({
  options: {
    reps: { type: 'string', default: '5' },
    width: { type: 'string', default: '390' },
    height: { type: 'string', default: '844' },
  },
});
const reps = Number(values.reps);
const goalMs = 200;
const categoryId = 2;

interface Step {
  name: string;
  /** Untimed preparation (opening the filters on a phone, the sort's list). */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');
/** On a phone the filters sit behind their button; on a desktop they always show. */
const openFilters = async (page: Page) => {
  const toggle = main(page).getByRole('button', { name: 'Filters' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
};
/** The box is drawn over the visually hidden input: a user clicks its label. */
const outdoor = (page: Page) => main(page).locator('label', { hasText: /^Outdoor \(/ });
const pager = (page: Page) => main(page).getByRole('navigation', { name: 'Pages of products' });

const steps: Step[] = [
  {
    name: 'filter: choose Outdoor',
    prepare: openFilters,
    act: (page) => outdoor(page).click(),
  },
  { name: 'page: next', act: (page) => pager(page).getByRole('link', { name: 'Next page' }).click() },
  {
    name: 'sort: height, tallest first',
    act: async (page) => {
      await main(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Height (tallest first)' });
    },
  },
  { name: 'page: 3', act: (page) => pager(page).getByRole('link', { name: 'Page 3' }).click() },
  {
    name: 'filter: clear Outdoor',
    prepare: openFilters,
    act: (page) => outdoor(page).click(),
  },
  {
    name: 'sub-category: Dinosaur Skeletons',
    act: (page) =>
      main(page)
        .getByRole('navigation', { name: 'Sub-categories' })
        .getByRole('link', { name: /^Dinosaur Skeletons \(/ })
        .click(),
  },
];

/** What one step measured: input → the frame with the new list, and the list request's own time within it. */
interface Measured {
  paint: number;
  /** The GET /api/product answer (request start → response end), when the step asked for one. */
  api: number | null;
}

/**
 * Arms the page: the next input's event time, and the first frame after the list changed (its range or its first
 * card; not a chip or page number, which follow the address at once). `window.nextPaint` resolves with what was measured.
 */
function armNextPaint(): void {
  const signature = () => {
    const root = document.querySelector('main');
    return [
      root?.querySelector('[role="status"]')?.textContent,
      root?.querySelector('ul[aria-label] h2, ul[aria-label] h3')?.textContent,
    ].join('|');
  };
  const before = signature();
  const bench = window as unknown as { nextPaint: Promise<Measured> };
  bench.nextPaint = new Promise((done) => {
    let inputAt: number | null = null;
    // A click (a link, a box's label) or the sort's `<select>` changing, which fires no click.
    const input = (event: Event) => {
      inputAt ??= event.timeStamp;
    };
    for (const type of ['click', 'change']) addEventListener(type, input, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (inputAt === null || signature() === before) return;
      observer.disconnect();
      const started = inputAt;
      const list = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => entry.name.includes('/api/product?') && entry.startTime >= started,
      );
      const api = list.length > 0 ? Math.max(...list.map((entry) => entry.responseEnd - entry.startTime)) : null;
      // The frame the change is painted in: rAF runs before it, the next rAF's time is that frame's.
      requestAnimationFrame(() => requestAnimationFrame((frame) => done({ paint: frame - started, api })));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('customer@example.com');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/catalog');
}

buildApp();
const size = dataSizeFromEnv('full');
const seedMs = seedDataSize(size);
const inCategory = new Set(
  db.categories.filter((c) => c.id === categoryId || c.parent_id === categoryId).map((c) => c.id),
);
const products = db.products.filter((p) => p.deleted_at === null && p.category_ids.some((id) => inCategory.has(id)));
const server = await startApiServer({ port: 0, staticDir: dist, serverBundle });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const times = new Map<string, Measured[]>(steps.map((step) => [step.name, []]));
try {
  const page = await browser.newPage({
    viewport: { width: Number(values.width), height: Number(values.height) },
    baseURL: server.url,
  });
  // tsx keeps function names with a `__name` helper that functions sent to the page would miss.
  await page.addInitScript('window.__name = (target) => target');
  await logIn(page);
  for (let rep = 0; rep < reps; rep += 1) {
    await page.goto(`/catalog/categories/${categoryId}`);
    await main(page).getByRole('status').waitFor();
    await page.waitForLoadState('networkidle');
    for (const step of steps) {
      await step.prepare?.(page);
      await page.evaluate(armNextPaint);
      await step.act(page);
      const measured = await page.evaluate(() => (window as unknown as { nextPaint: Promise<Measured> }).nextPaint);
      times.get(step.name)?.push(measured);
      await page.waitForLoadState('networkidle');
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const [load1] = os.loadavg();
console.log(
  `Catalogue list at the ${size} size (seeded in ${Math.round(seedMs)} ms): Dinosaurs, ${products.length} products, ` +
    `${values.width} × ${values.height}, ${reps} repetitions, load ${load1?.toFixed(2)}, ${os.cpus().length} CPUs`,
);
const rows = steps.map((step) => {
  const samples = times.get(step.name) ?? [];
  const paints = samples.map((sample) => sample.paint);
  const middle = median(paints);
  const met = middle !== null && middle <= goalMs;
  return [
    step.name,
    formatMs(middle),
    formatMs(paints.length > 0 ? Math.max(...paints) : null),
    formatMs(median(samples.map((sample) => sample.api))),
    met ? 'yes' : 'NO',
  ];
});
console.log(
  formatTable(['input → next paint (ms)', 'median', 'worst', 'API answer, median', `median ≤ ${goalMs} ms`], rows),
);
