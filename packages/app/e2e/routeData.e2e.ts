// An admin list's data is fetched together with its code, not after it. The admin's bundle is held back
// on purpose (as a slow phone network would); the list's call must already be on its way while it is.
import type { Page } from 'playwright';
import { afterEach, expect, it } from 'vitest';
import { type JourneyBrowser, launch, logIn } from './browser.ts';

let browser: JourneyBrowser | undefined;
afterEach(async () => {
  await browser?.close();
});

/** Delays the admin screens' bundle, and records in order when it is served and when the users list is asked for. */
async function holdAdminBundle(page: Page, events: string[]) {
  await page.route(/\/build\/assets\/admin-[^/]+\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, 1_500));
    events.push('admin bundle served');
    await route.continue();
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users') events.push('users list asked for');
  });
}

it("an admin list's first page is asked for while its code still loads", { timeout: 60_000 }, async () => {
  const launched = await launch();
  browser = launched.browser;
  const page = launched.page;
  const events: string[] = [];
  await page.goto('/login');
  await logIn(page, 'admin@example.com');
  await page.waitForURL('**/catalog');
  await holdAdminBundle(page, events);
  await page.goto('/admin/users?sort=name');
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: 'Users' }).isVisible(), { timeout: 20_000 })
    .toBe(true);
  expect(events.slice(0, 2)).toEqual(['users list asked for', 'admin bundle served']);
});
