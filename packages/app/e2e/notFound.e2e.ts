// A logged-out visitor on an unknown address (or on /not-found) must see notFound, not be sent to
// /login. The session check answers 401 for a visitor, which is "nobody is signed in", not "signed out".
import type { Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, type JourneyBrowser, launch } from './browser.ts';

let browser: JourneyBrowser;
let page: Page;

beforeEach(async () => {
  ({ browser, page } = await launch());
});
afterEach(async () => {
  await browser.close();
});

/** Opens `address` logged out and waits until the session check has answered and the page has settled. */
async function visitLoggedOut(address: string) {
  const sessionChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
  await page.goto(address);
  expect((await sessionChecked).status()).toBe(401);
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('logged-out catch-all', () => {
  it('shows notFound on an unknown address and stays there', async () => {
    await visitLoggedOut('/no-such-page');
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows notFound on /not-found itself', async () => {
    await visitLoggedOut('/not-found');
    expect(new URL(page.url()).pathname).toBe('/not-found');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
  });
});
