// The app's main journeys in Chromium with the reference Laravel app (laravel/) answering every call: what the
// client assumes about Laravel, checked by the app itself.
import type { Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToWishlist, type JourneyBrowser, launch, logIn, logInFromLoginPage } from './browser.ts';

let browser: JourneyBrowser;
let page: Page;
/** `METHOD /path status` of every API and session answer the page received. */
let answers: string[];

beforeEach(async () => {
  ({ browser, page } = await launch());
  answers = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/^\/(api|sanctum)\/|^\/(login|logout)$/.test(url.pathname) && response.request().method() !== 'GET') {
      answers.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
    }
  });
});
afterEach(async () => {
  await browser.close();
});

const path = () => new URL(page.url()).pathname;

describe('journeys against Laravel', () => {
  it('a customer browses a category, adds to the wishlist, changes a quantity, removes, sends and logs out', async () => {
    await logInFromLoginPage(page, 'customer@example.com');
    // The catalogue home, then a category's sub-category from the chips' menu.
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('button', { name: 'Fiberglass Figures' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Human Figures' }).click();
    await page.waitForURL(/\/catalog\/categories\/1\?sub=15/);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Viking Warrior Figure/ })
      .click();
    await page.waitForURL('**/catalog/product/FG-HUM-0166-01');
    await page.getByRole('heading', { name: 'Viking Warrior Figure' }).waitFor();
    await addToWishlist(page);

    await page.getByRole('link', { name: /^Wishlist/ }).click();
    await page.waitForURL('**/catalog/wishlist');
    const viking = page.getByRole('listitem', { name: 'Viking Warrior Figure' });
    const quantity = viking.getByRole('textbox', { name: 'Quantity of Viking Warrior Figure' });
    await quantity.fill('3');
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
    await quantity.press('Tab');
    await saved;
    await page.reload();
    expect(await quantity.inputValue()).toBe('3');

    await viking.getByRole('button', { name: 'Remove Viking Warrior Figure' }).click();
    // The row stays in its place, saying so, with its Undo beside it.
    await viking.getByText('Removed', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send wishlist' }).click();
    const review = page.getByRole('dialog', { name: 'Send your wishlist' });
    await review.getByRole('textbox', { name: 'Note for our sales team (optional)' }).fill('Quote by Friday.');
    await review.getByRole('button', { name: 'Send to sales' }).click();
    const sent = page.getByRole('dialog', { name: 'Wishlist sent' });
    await sent.getByText('Your wishlist was sent to our sales team.').waitFor();
    await sent.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect(answers).toEqual([
      'POST /login 204',
      'POST /api/customer-wishlist 201',
      'PUT /api/customer-wishlist/77 200',
      'DELETE /api/customer-wishlist/77 204',
      'POST /api/customer-wishlist/send-wishlist 200',
      'DELETE /logout 204',
    ]);
  });

  it('a stale token is answered 419; the app fetches a fresh cookie, retries, and the change goes through', async () => {
    await logInFromLoginPage(page, 'customer@example.com');
    await page.goto('/catalog/product/FG-HUM-0166-01');
    await page.getByRole('heading', { name: 'Viking Warrior Figure' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Laravel sends a fresh XSRF-TOKEN with every answer: the cookie goes stale only between two calls.
    const [xsrf] = (await page.context().cookies()).filter((cookie) => cookie.name === 'XSRF-TOKEN');
    if (!xsrf) throw new Error('No XSRF-TOKEN cookie after login');
    await page.context().addCookies([{ ...xsrf, value: 'c3RhbGU%3D' }]);
    answers.length = 0;
    await addToWishlist(page);
    expect(answers).toEqual(['POST /api/customer-wishlist 419', 'POST /api/customer-wishlist 201']);
  });

  it('a missing product leads to notFound', async () => {
    await logInFromLoginPage(page, 'customer@example.com');
    await page.goto('/catalog/product/NO-SUCH-PRODUCT');
    await page.waitForURL('**/not-found');
    expect(path()).toBe('/not-found');
  });

  it('an administrator meets the unique-email rule on the field, creates a user, and that user logs in', async () => {
    await logInFromLoginPage(page, 'admin@example.com');
    await page.goto('/admin/users');
    await page.getByRole('link', { name: 'Create user' }).click();
    await page.waitForURL('**/admin/users/new');
    const fillForm = async (email: string) => {
      await page.getByRole('textbox', { name: 'Name' }).fill('Nia Okoye');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: /Role/ }).click();
      await page.getByRole('option', { name: 'Customer' }).click();
      await page.getByRole('button', { name: 'Create', exact: true }).click();
    };
    await fillForm('customer@example.com');
    // The 422 lands on its field.
    await page.getByText('The email has already been taken.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');

    await page.reload();
    await fillForm('nia.okoye@example.com');
    await page.getByText('Nia Okoye was created', { exact: true }).waitFor();
    const password = (await page.locator('code').textContent()) ?? '';
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await logIn(page, 'nia.okoye@example.com', password);
    await page.waitForURL('**/catalog');
    expect(answers).toEqual([
      'POST /login 204',
      'POST /api/users 422',
      'POST /api/users 201',
      'DELETE /logout 204',
      'POST /login 204',
    ]);
  });
});
