// The journeys, in Chromium against the built app and the local API over real HTTP.
// Each journey checks every page it visits with axe (zero violations).
import type { Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAuditor } from './audit.ts';
import { addToWishlist, type JourneyBrowser, launch, logIn as logInAs, wishlistCount } from './browser.ts';

let browser: JourneyBrowser;
let page: Page;
let audit: ReturnType<typeof pageAuditor>['audit'];
let violations: string[];

beforeEach(async () => {
  ({ browser, page } = await launch());
  ({ audit, violations } = pageAuditor(page));
});
afterEach(async () => {
  await browser.close();
});

const path = () => new URL(page.url()).pathname;
const logIn = (email: string) => logInAs(page, email);

/**
 * Counts the calls to a path that the server took (a 419 refused for a missing CSRF cookie is retried once by the
 * client after fetching the cookie: that retry is not a second send).
 */
function countAccepted(method: string, pathname: string) {
  const seen = { count: 0 };
  page.on('response', (response) => {
    const request = response.request();
    const same = request.method() === method && new URL(request.url()).pathname === pathname;
    if (same && response.status() !== 419) seen.count += 1;
  });
  return seen;
}

/** Submits a form twice in the same tick, as a double press or a double Enter can. */
const submitTwice = (button: ReturnType<Page['getByRole']>) =>
  button.evaluate((element) => {
    const form = (element as HTMLButtonElement).form;
    form?.requestSubmit();
    form?.requestSubmit();
  });

describe('nothing sent twice', () => {
  it('the login form submitted twice in one tick sends one login', async () => {
    const logins = countAccepted('POST', '/login');
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('customer@example.com');
    await page.getByLabel('Password', { exact: true }).fill('password');
    // Log in is enabled once the page is hydrated (before that, a press or Enter sends nothing); what was typed is kept.
    const logIn = page.getByRole('button', { name: 'Log in', exact: true });
    await logIn.click({ trial: true });
    await submitTwice(logIn);
    await page.waitForURL('**/catalog');
    // A second send would be answered by now.
    await page.waitForLoadState('networkidle');
    expect(logins.count).toBe(1);
  });

  it('the partner enquiry submitted twice in one tick sends one enquiry', async () => {
    const enquiries = countAccepted('POST', '/api/email-registration');
    await page.goto('/#become-a-partner');
    const form = page.locator('#become-a-partner');
    await form.getByLabel('Email', { exact: true }).fill('buyer@parks.example');
    await form.getByLabel('Company', { exact: true }).fill('Lagoon Parks Ltd');
    await form.getByLabel('Comment', { exact: true }).fill('We plan a dinosaur trail for 2027.');
    // Send is enabled once the page is hydrated; what was typed before that is kept.
    const send = form.getByRole('button', { name: 'Send application' });
    await send.click({ trial: true });
    await submitTwice(send);
    await page.getByRole('dialog', { name: 'Thank you for your application' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(enquiries.count).toBe(1);
  });
});

describe('journeys', () => {
  it('a visitor sends a partner enquiry and the form is cleared', async () => {
    await page.goto('/');
    await page.waitForURL(/#home$/);
    await audit();
    const form = page.getByRole('region', { name: 'Become a partner' }).or(page.locator('#become-a-partner'));
    await form.getByLabel('Email', { exact: true }).fill('buyer@parks.example');
    await form.getByLabel('Company', { exact: true }).fill('Lagoon Parks Ltd');
    await form.getByLabel('Comment', { exact: true }).fill('We plan a dinosaur trail for 2027.');
    await form.getByRole('button', { name: 'Send application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thank you for your application' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('under review');
    await audit({ samePage: true });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe('');
    expect(await form.getByLabel('Company', { exact: true }).inputValue()).toBe('');
    expect(violations).toEqual([]);
  });

  it("a visitor follows the landing's sections, goes back, and logs in from its dialog", async () => {
    // The landing is its own page (no router): a section's hash stays on the page, the catalog is a new page load.
    await page.goto('/');
    await page.waitForURL(/#home$/);
    await page.getByRole('link', { name: 'About' }).click();
    await page.waitForURL(/#about$/);
    await page.waitForFunction(() => document.activeElement?.id === 'about');
    expect(await page.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('location');
    await page.goBack();
    await page.waitForURL(/#home$/);
    await page.getByRole('link', { name: 'Home' }).and(page.locator('[aria-current="location"]')).waitFor();
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email', { exact: true }).fill('customer@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('password');
    await audit({ samePage: true });
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/catalog');
    await page.getByRole('link', { name: /^Wishlist \d+ item/ }).waitFor();
    expect(violations).toEqual([]);
  });

  it('a customer browses, searches, fills the wishlist and logs out', async () => {
    await page.goto('/login');
    await audit();
    await logIn('customer@example.com');
    await page.waitForURL('**/catalog');
    await audit();

    // A category from the chips, then one of its sub-categories.
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('list').getByRole('button').first().click();
    const menu = page.getByRole('menu').first();
    await menu.waitFor();
    await menu.getByRole('menuitem').nth(1).click();
    await page.waitForURL(/\/catalog\/categories\/\d+\?sub=\d+/);
    await audit();

    // Search from the nav.
    await page.getByLabel('Search products').fill('dinosaur');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/catalog\/products\?q=dinosaur/);
    await audit();

    // A product, added to the wishlist.
    await page.getByRole('main').getByRole('link').first().click();
    await page.waitForURL(/\/catalog\/product\//);
    await audit();
    const wishlistLink = page.getByRole('link', { name: /^Wishlist/ });
    await addToWishlist(page);

    // The wishlist: change a quantity; the badge shows the count.
    await wishlistLink.click();
    await page.waitForURL('**/catalog/wishlist');
    await audit();
    const quantity = page.getByRole('textbox', { name: /Quantity/ }).first();
    await quantity.fill('4');
    await quantity.press('Tab');
    await page.waitForLoadState('networkidle');
    expect(await quantity.inputValue()).toBe('4');
    // The badge counts the wishlist's items.
    const rows = await page.getByRole('textbox', { name: /Quantity/ }).count();
    expect(rows).toBeGreaterThan(0);
    expect(await wishlistCount(wishlistLink)).toBe(rows);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect(violations).toEqual([]);
  });

  it('a deep link while logged out leads to login, then to the catalog', async () => {
    await page.goto('/catalog/product/FG-DINO-0001-01');
    await page.waitForURL('**/login');
    await audit();
    await logIn('customer@example.com');
    await page.waitForURL('**/catalog');
    expect(violations).toEqual([]);
  });

  it('a missing product shows notFound', async () => {
    await page.goto('/login');
    await logIn('customer@example.com');
    await page.waitForURL('**/catalog');
    await page.goto('/catalog/product/NO-SUCH-PRODUCT');
    await page.waitForURL('**/not-found');
    await audit();
    expect(violations).toEqual([]);
  });

  it('a role-2 user sees the maintenance notice and is at index after 5 seconds', async () => {
    await page.goto('/login');
    await logIn('maintenance@example.com');
    await page.getByText('Maintenance in progress').waitFor();
    const shownAt = Date.now();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    // Logged out 5000 ms after the notice appeared (less the moment it took to see it).
    expect(Date.now() - shownAt).toBeGreaterThan(4500);
    await audit();
    expect(violations).toEqual([]);
  });

  it('a customer opening an admin page gets unauthorizedAccess at the address asked for, naming it', async () => {
    await page.goto('/login');
    await logIn('customer@example.com');
    await page.waitForURL('**/catalog');
    await page.goto('/admin/users/1');
    await page.getByRole('heading', { level: 1, name: 'You don’t have access to Users' }).waitFor();
    await page.getByText('Your account cannot open Users (/admin/users/1). Ask an administrator').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/users/1');
    await audit();
    expect(violations).toEqual([]);
  });

  it('a user with the menu key but no action key gets forbiddenAccess at the address asked for', async () => {
    await page.goto('/login');
    await logIn('limited@example.com');
    await page.waitForURL('**/catalog');
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'You can’t work in Users yet' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/users');
    await audit();
    expect(violations).toEqual([]);
  });

  it('when the server forgets the session, the next call answers 401 and the user lands on login', async () => {
    await page.goto('/login');
    await logIn('customer@example.com');
    await page.waitForURL('**/catalog');
    const wishlistLink = page.getByRole('link', { name: /^Wishlist \d+ item/ });
    await wishlistLink.waitFor();
    // The server no longer knows the session the browser presents.
    const cookies = await page.context().cookies();
    await page.context().clearCookies();
    await page
      .context()
      .addCookies(cookies.map((cookie) => (cookie.httpOnly ? { ...cookie, value: 'expired' } : cookie)));
    expect(path()).toBe('/catalog');
    // A search asks the server for something not cached yet.
    await page.getByLabel('Search products').fill('lantern');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
    expect(path()).toBe('/login');
    await audit();
    expect(violations).toEqual([]);
  });
});
