// Staff use the admin in one browser session for hours, moving from list to record to another area and
// back. The walk logs in once and, without a reload, visits every sidebar link in a seeded order, opens a record and
// the create form of each area, and goes back now and then. Any error screen, red error box or uncaught page error
// fails it.
// The seeds are printed; `WALK_SEEDS=7,8 npx vitest run --project e2e walk` replays or widens the walk.
// Who walks depends on the server: both against Laravel (the laravel-journeys project: the administrator opens every
// area, the staff member meets the areas and actions it has no key for), and the staff member against the mocks too
// (the e2e project; the administrator's walk there would repeat the Laravel one and cost `npm test` a minute);
// WALK_ACCOUNTS=administrator,staff picks who walks, and E2E_SERVER picks the server (servers.ts).
import { seededRandom } from '@factory/mocks/node';
import type { Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { laravelRoutes, servesPath } from '../../../tooling/laravelRoutes.ts';
import { type JourneyBrowser, launch, logInFromLoginPage } from './browser.ts';

const seeds = (process.env.WALK_SEEDS ?? '1,2').split(',').map(Number);
/** WALK_AREAS=users,roles narrows the walk to those areas (their addresses below /admin/), starting at the first. */
const only = process.env.WALK_AREAS?.split(',');

const walkers = {
  administrator: { account: 'the administrator', email: 'admin@example.com' },
  staff: { account: 'the staff member', email: 'staff@example.com' },
} as const;
const server = inject('server');
const accounts = (process.env.WALK_ACCOUNTS ?? (server === 'laravel' ? 'administrator,staff' : 'staff'))
  .split(',')
  .map((name) => {
    if (!(name in walkers)) throw new Error(`WALK_ACCOUNTS names ${Object.keys(walkers).join(', ')}; not "${name}"`);
    return walkers[name as keyof typeof walkers];
  });

/** Against Laravel, a failed call with no route there is named as such: the reason its screen broke. */
const laravel = server === 'laravel' ? laravelRoutes(`${import.meta.dirname}/../../../laravel`) : [];

let browser: JourneyBrowser;
let page: Page;
let pageErrors: string[];
/** The API calls answered with an error since the last step, `GET /api/areas 404`. */
let failedCalls: string[];

beforeEach(async () => {
  ({ browser, page } = await launch());
  pageErrors = [];
  failedCalls = [];
  page.on('pageerror', (error) => pageErrors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/') || response.status() < 400) return;
    const method = response.request().method();
    const unrouted = server === 'laravel' && !servesPath(laravel, method, pathname);
    failedCalls.push(`${method} ${pathname} ${response.status()}${unrouted ? ' (no Laravel route)' : ''}`);
  });
});
afterEach(async () => {
  await browser.close();
});

/** A whole number below `count`, from the walk's generator. */
const nextInt = (random: () => number, count: number) => Math.floor(random() * count);

/** Fisher–Yates, driven by the seed, so a printed seed replays the same order. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextInt(random, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const sidebar = () => page.getByRole('navigation', { name: 'Admin areas' });
const main = () => page.getByRole('main');
const path = () => new URL(page.url()).pathname;

/** Until the screen has its level-one heading and nothing is loading any more. */
async function settled() {
  await page.waitForFunction(
    () => document.querySelector('main h1') && !document.querySelector('[role="progressbar"]'),
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForLoadState('networkidle');
}

/**
 * What a person would call broken: the error screen, a blank main, an uncaught error, or a red error box (an
 * `alert`) — for what the account may not read too: that is said plainly, never as a failure with a Retry.
 */
async function problemsAt(step: string): Promise<string[]> {
  await settled();
  const problems = pageErrors.splice(0).map((error) => `${step} — page error ${error}`);
  const calls = failedCalls.splice(0);
  const heading = (await main().locator('h1').first().textContent()) ?? '';
  if (heading === 'Something went wrong on this page') problems.push(`${step} — error screen at ${path()}`);
  if (heading === 'Page not found') problems.push(`${step} — not found at ${path()}`);
  for (const box of await main().getByRole('alert').allTextContents()) {
    problems.push(`${step} — error box at ${path()}: ${box}`);
  }
  // What the server answered is the reason a screen broke (a 403 alone is an area the account may not read).
  return problems.length > 0 && calls.length > 0
    ? [...problems, `${step} — failed calls: ${calls.join(', ')}`]
    : problems;
}

/** The first record link of the area's list (its address is the area's, one segment deeper). */
async function firstRecordLink(areaPath: string) {
  const hrefs = await main()
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const record = hrefs.find((href) => new RegExp(`^${areaPath}/(?!new$)[^/?]+$`).test(href));
  return record ? main().locator(`a[href="${record}"]`).first() : null;
}

/** A create action: a link to the create form, or a button that opens it in place (a dialog or a card). */
async function createAction() {
  const link = main().getByRole('link', { name: /^Create / });
  if (await link.count()) return { control: link.first(), inPlace: false };
  const button = main().getByRole('button', { name: /^(Add|Create|New) / });
  if (await button.count()) return { control: button.first(), inPlace: true };
  return null;
}

/** Closes a create form opened in place: a dialog with Escape, a card with its Cancel. */
async function cancelInPlace() {
  const dialog = page.getByRole('dialog');
  const cardCancel = main().getByRole('button', { name: 'Cancel' });
  await dialog.or(cardCancel).first().waitFor();
  if (await dialog.isVisible()) {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  } else {
    await cardCancel.click();
  }
}

interface WalkLog {
  steps: string[];
  problems: string[];
}

const heading = async () => (await main().locator('h1').first().textContent({ timeout: 15_000 })) ?? '';

/**
 * One step; a problem ends the walk (an error screen replaces the sidebar it walks with). A step that navigates
 * waits for the new page's heading, so the next step never acts on the page being left.
 */
async function visit(log: WalkLog, step: string, act: () => Promise<unknown>, { navigates = true } = {}) {
  const before = navigates ? `${path()}${new URL(page.url()).search}|${await heading()}` : '';
  await act();
  if (navigates) {
    await page.waitForFunction(
      (previous) => {
        const h1 = document.querySelector('main h1')?.textContent ?? '';
        return `${location.pathname}${location.search}|${h1}` !== previous;
      },
      before,
      { timeout: 15_000 },
    );
  }
  log.steps.push(step);
  log.problems.push(...(await problemsAt(step)));
  if (log.problems.length > 0) throw new WalkStopped();
}

class WalkStopped extends Error {}

/** One walk through every sidebar area, in the order the seed gives; it stops at the first problem. */
async function walk(seed: number): Promise<WalkLog> {
  const log: WalkLog = { steps: [], problems: [] };
  try {
    await walkAreas(seededRandom(seed), log);
  } catch (error) {
    if (error instanceof WalkStopped) return log;
    throw new Error(`The walk broke off after: ${log.steps.slice(-4).join(' → ')}`, { cause: error });
  }
  return log;
}

async function walkAreas(random: () => number, log: WalkLog) {
  // The walk starts where the admin starts, or at the first area it is narrowed to; what failed before (the
  // session check on the login page) is not its concern.
  failedCalls.length = 0;
  await visit(log, 'open the admin', () => page.goto(only ? `/admin/${only[0]}` : '/admin'));
  const areas = (
    await sidebar()
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => ({ name: link.textContent ?? '', href: link.getAttribute('href') ?? '' })),
      )
  ).filter((area) => !only || only.includes(area.href.replace(/^\/admin\//, '')));
  expect(areas.length).toBeGreaterThan(only ? 0 : 3);
  for (const area of shuffled(areas, random)) {
    await visit(log, `open ${area.name}`, () => sidebar().locator(`a[href="${area.href}"]`).click(), {
      navigates: area.href !== path(),
    });
    const record = await firstRecordLink(area.href);
    if (record) {
      await visit(log, `open a record of ${area.name}`, () => record.click());
      if (nextInt(random, 2) === 0) await visit(log, 'go back', () => page.goBack());
    }
    if (path() !== area.href) continue;
    const create = await createAction();
    if (!create) continue;
    await visit(log, `open the create form of ${area.name}`, () => create.control.click(), {
      navigates: !create.inPlace,
    });
    if (create.inPlace) {
      await cancelInPlace();
    } else if (nextInt(random, 2) === 0) {
      await visit(log, 'go back', () => page.goBack());
    }
  }
}

describe.each(accounts)('a session-long walk through the admin, as $account', ({ email }) => {
  it.each(seeds)(
    'seed %i: every area, a record and a create form, in one session, with no error screen',
    {
      timeout: 240_000,
    },
    async (seed) => {
      await logInFromLoginPage(page, email);
      const log = await walk(seed);
      process.stdout.write(`walk as ${email}, seed ${seed}: ${log.steps.length} steps\n`);
      expect(log.problems, `after: ${log.steps.slice(-4).join(' → ')}`).toEqual([]);
      expect(log.steps.length).toBeGreaterThan(only ? 1 : 5);
    },
  );
});

// The administrator's sequences run where the administrator walks.
describe.runIf(accounts.includes(walkers.administrator))('the sequences that broke the panel', () => {
  it('the customer form, then Access type defaults: the defaults table shows', async () => {
    await logInFromLoginPage(page, 'admin@example.com');
    await page.goto('/admin/customers/new');
    // The form's choices (companies, areas, access types) have come.
    await page.getByRole('button', { name: /Product access type/ }).waitFor();
    await sidebar().getByRole('link', { name: 'Access type defaults' }).click();
    await expect.poll(() => problemsAt('Access type defaults')).toEqual([]);
    await main().getByRole('grid', { name: 'Access type defaults' }).getByRole('row').nth(1).waitFor();
    await main().getByRole('button', { name: 'Add default' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Area/ }).waitFor();
  });

  it('Access type defaults, then Customers, then the first customer: the record shows', async () => {
    await logInFromLoginPage(page, 'admin@example.com');
    await page.goto('/admin/pat-defaults');
    await main().getByRole('grid', { name: 'Access type defaults' }).getByRole('row').nth(1).waitFor();
    await sidebar().getByRole('link', { name: 'Customers' }).click();
    await settled();
    const first = await firstRecordLink('/admin/customers');
    expect(first).not.toBeNull();
    const name = (await first?.textContent()) ?? '';
    await first?.click();
    expect(await problemsAt('the first customer')).toEqual([]);
    await expect.poll(() => main().locator('h1').first().textContent()).toBe(name);
    await page.getByRole('button', { name: /Company/ }).waitFor();
  });
});
