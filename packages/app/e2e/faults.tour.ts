// The fault run (`npm run test:faults`): the customer's and the administrator's tours of the app against a local server that injects
// faults from a seed (FAULT_SEED, default 1): ~10 % of API answers 500, ~10 % two seconds late, ~5 % in the
// wrong shape, ~2 % dropped connections. Every screen must end in its content or in an error state with Retry:
// no blank page, no crash page, no unhandled error, no typed input lost. Prints the run's figures.
import path from 'node:path';
import { type ApiServer, defaultFaultPlan, type FaultTally, faultInjector, startApiServer } from '@factory/mocks/node';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../tooling/chromium.ts';
import { routeTable } from '../src/routes/routeTable.ts';

const seed = Number(process.env.FAULT_SEED ?? 1);
const dist = path.resolve(import.meta.dirname, '../dist');

/** A record each :id route opens (seeded fixtures); a route left out here is toured through its list only. */
const sampleIds: Record<string, string> = {
  category: '1',
  // A product's id is its code: a number would land on not found.
  product: 'FG-HUM-0195-03',
  adminUser: '2',
  adminRole: '1',
  adminCategory: '1',
  adminProduct: 'FG-HUM-0195-03',
  adminAccessType: '1',
  adminProductFilter: '1',
  adminCustomer: '1',
  adminOperationDocumentsFolder: '1',
};

/** The addresses of an area's routes, from the route table (so new screens join the tour by themselves). */
function tourOf(area: 'catalog' | 'admin'): string[] {
  return routeTable
    .filter((route) => route.area === area)
    .flatMap((route) => {
      if (!route.path.includes(':id')) return [route.path];
      const id = sampleIds[route.name];
      return id ? [route.path.replace(':id', id)] : [];
    });
}

type Outcome = 'content' | 'recovered' | 'error state';

interface Figures {
  screens: number;
  outcomes: Record<Outcome, number>;
  failures: string[];
}

const figures: Figures = { screens: 0, outcomes: { content: 0, recovered: 0, 'error state': 0 }, failures: [] };
let server: ApiServer;
let tally: FaultTally;
let browser: Browser;
let journeys = 0;

beforeAll(async () => {
  const injector = faultInjector({ ...defaultFaultPlan, seed });
  tally = injector.tally;
  server = await startApiServer({
    port: 0,
    staticDir: dist,
    serverBundle: path.join(dist, '../dist-ssr/prerender.js'),
    faults: injector.middleware,
  });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  const { answered, ...faults } = tally;
  const { content, recovered } = figures.outcomes;
  process.stdout.write(
    `${[
      `Fault run (seed ${seed}): ${journeys} journeys, ${figures.screens} screens, ${answered} API answers`,
      `  faults injected: ${Object.entries(faults)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(', ')}`,
      `  screens: ${content} showed their content, ${recovered} recovered with Retry, ${figures.outcomes['error state']} ended in an error state with Retry`,
      `  failures: ${figures.failures.length === 0 ? 'none' : figures.failures.join('; ')}`,
    ].join('\n')}\n`,
  );
});

/** Until the page stops talking to the server and no spinner is left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
  await page
    .getByRole('progressbar')
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => {});
}

/** What the page shows once settled; presses Retry (up to 5 times) while an error state offers it. */
async function outcomeOf(page: Page, address: string): Promise<Outcome | string> {
  let retried = false;
  for (let attempt = 0; ; attempt++) {
    await settle(page);
    if (await page.getByText('Something went wrong on this page').isVisible()) return `${address}: crash page`;
    // Every address of the tour exists: not found means the tour missed the screen it meant to check.
    if (await page.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible()) {
      return `${address}: not found`;
    }
    const main = page.getByRole('main');
    if ((await main.count()) === 0 || (await main.first().innerText()).trim() === '') return `${address}: blank page`;
    const retry = page.getByRole('button', { name: 'Retry', exact: true }).first();
    if (!(await retry.isVisible())) return retried ? 'recovered' : 'content';
    if (attempt === 5) return 'error state';
    retried = true;
    await retry.click();
  }
}

/** A new page that records every uncaught error and unhandled rejection as a failure. */
async function tourPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: server.url });
  const page = await context.newPage();
  page.on('pageerror', (error) => figures.failures.push(`${page.url()}: ${error.message}`));
  return page;
}

/** Logs in, pressing Log in again while the server fails; what was typed must survive every failure. */
async function logInThroughFaults(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('password');
  for (let attempt = 0; attempt < 10 && new URL(page.url()).pathname === '/login'; attempt++) {
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 8_000 }).catch(() => {});
    if (new URL(page.url()).pathname === '/login') {
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    }
  }
  expect(new URL(page.url()).pathname).not.toBe('/login');
}

async function tour(page: Page, addresses: string[]) {
  for (const address of addresses) {
    await page.goto(address);
    figures.screens += 1;
    const outcome = await outcomeOf(page, address);
    if (outcome in figures.outcomes) figures.outcomes[outcome as Outcome] += 1;
    else figures.failures.push(outcome);
  }
}

describe(`fault run, seed ${seed}`, () => {
  it('the customer tours the catalogue', { timeout: 300_000 }, async () => {
    journeys += 1;
    const page = await tourPage();
    await logInThroughFaults(page, 'customer@example.com');
    await tour(page, tourOf('catalog'));
    expect(figures.failures).toEqual([]);
  });

  it('the administrator tours the admin panel and keeps what they typed when a save fails', {
    timeout: 400_000,
  }, async () => {
    journeys += 1;
    const page = await tourPage();
    await logInThroughFaults(page, 'admin@example.com');
    await tour(page, tourOf('admin'));

    // The record may end in its error state (faults on every retry): the administrator opens it again.
    const name = page.getByRole('textbox', { name: 'Name' });
    for (let visit = 0; visit < 4 && !(await name.isEditable().catch(() => false)); visit++) {
      await page.goto('/admin/users/2');
      await outcomeOf(page, '/admin/users/2');
    }
    await name.fill('Sam Rivera, checked under faults');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await settle(page);
    // Saved or not, the form still holds what was typed.
    await expect.poll(() => name.inputValue()).toBe('Sam Rivera, checked under faults');
    expect(figures.failures).toEqual([]);
  });
});
