// The wishlist send journey, in Chromium against the built app and the local API over real HTTP, on a laptop's
// 1366 × 768: a refused quantity cannot be sent, a failed send is said where the buyer is looking and Retry sends it
// once, and the profile's notifications record what was sent and when.
import type { Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAuditor } from './audit.ts';
import { type JourneyBrowser, launch, logInFromLoginPage } from './browser.ts';

let browser: JourneyBrowser;
let page: Page;
let audit: ReturnType<typeof pageAuditor>['audit'];
let violations: string[];

beforeEach(async () => {
  ({ browser, page } = await launch({ width: 1366, height: 768 }));
  ({ audit, violations } = pageAuditor(page));
});
afterEach(async () => {
  await browser.close();
});

/** Whether the middle of `selector`'s element is on screen and not covered (scrolled away inside the dialog). */
const inView = (locator: ReturnType<Page['getByRole']>) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 12));
    return hit !== null && element.contains(hit);
  });

describe('wishlist send journey', () => {
  it('a refused quantity blocks Send; a failed send offers Retry by the button; the enquiry is in the notifications once', async () => {
    await logInFromLoginPage(page, 'customer@example.com', { audit });
    await page.goto('/catalog/wishlist');
    const main = page.getByRole('main');
    const quantity = main.getByRole('textbox', { name: /^Quantity of / }).first();
    await quantity.waitFor();
    const product = (await quantity.getAttribute('aria-label'))?.replace('Quantity of ', '') ?? '';
    await audit();

    // 5000 stays on the field with its message; the review lists it and Send cannot be pressed.
    await quantity.fill('5000');
    await quantity.press('Tab');
    await main.getByText('must be less than or equal to 999').waitFor();
    await main.getByRole('button', { name: 'Send wishlist' }).click();
    let dialog = page.getByRole('dialog', { name: 'Send your wishlist' });
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toContain('on your wishlist before sending: must be less than or equal to 999.');
    expect(await dialog.getByRole('button', { name: 'Send to sales' }).isDisabled()).toBe(true);
    await audit({ samePage: true });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Corrected to 3: the review lists 3 pieces of it.
    await quantity.fill('3');
    await quantity.press('Tab');
    await main.getByRole('button', { name: 'Send wishlist' }).click();
    dialog = page.getByRole('dialog', { name: 'Send your wishlist' });
    const first = dialog.getByRole('list', { name: 'Products to send' }).getByRole('listitem').first();
    expect(await first.textContent()).toContain('3 pieces');
    await dialog.getByRole('textbox', { name: 'Note for our sales team (optional)' }).fill('Quote by Friday.');

    // The first send fails (500): said by the button, in view, the note kept.
    let refused = 0;
    let accepted = 0;
    await page.route('**/api/customer-wishlist/send-wishlist', (route) => {
      if (refused === 0) {
        refused += 1;
        return route.fulfill({ status: 500, json: { message: 'Server Error' } });
      }
      accepted += 1;
      return route.continue();
    });
    await dialog.getByRole('button', { name: 'Send to sales' }).click();
    const failure = dialog.getByRole('alert');
    await failure.waitFor();
    expect(await failure.textContent()).toBe(
      'Your wishlist was not sentServer ErrorYour note is kept: press Retry to send it.',
    );
    const retry = dialog.getByRole('button', { name: 'Retry' });
    expect([await inView(failure), await inView(retry)]).toEqual([true, true]);
    expect(await dialog.getByRole('textbox', { name: 'Note for our sales team (optional)' }).inputValue()).toBe(
      'Quote by Friday.',
    );
    await audit({ samePage: true });

    // Retry sends it: the form gives way to what was sent, in view; one request reached the server.
    await retry.click();
    const sent = page.getByRole('dialog', { name: 'Wishlist sent' });
    const outcome = sent.getByRole('status');
    await outcome.waitFor();
    expect(await outcome.textContent()).toMatch(
      /^Your wishlist was sent to our sales team\.Sent on \d+ \w+ \d{4}, \d\d:\d\d UTC\. A copy is in your profile's notifications\.$/,
    );
    expect(await inView(outcome)).toBe(true);
    expect([refused, accepted]).toEqual([1, 1]);
    await audit({ samePage: true });

    // The profile's notifications record it first, with the corrected quantity and the note.
    await sent.getByRole('link', { name: 'See your notifications' }).click();
    await page.waitForURL('**/catalog/profile/notifications');
    const newest = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first();
    await newest.waitFor();
    const text = (await newest.textContent()) ?? '';
    expect(text).toContain('New: Wishlist sent to our sales team');
    expect(text).toContain(`${product} (`);
    expect(text).toContain(') × 3');
    expect(text).toContain('Your note: Quote by Friday.');
    await audit();
    expect(violations).toEqual([]);
  });
});

describe('restricted buyer journey', () => {
  it("a seasonal-only customer's search example, a colleague's link outside the ranges, and the profile say what the account shows", async () => {
    await logInFromLoginPage(page, 'mateo.rossi@example.com', { audit });
    await page.getByRole('heading', { level: 1, name: 'Welcome, Mateo Rossi' }).waitFor();
    // Once the account's categories have come.
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Search products' }).getAttribute('placeholder'))
      .toBe('Search products, e.g. christmas');
    // The example finds products.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('christmas');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/catalog\/products\?q=christmas/);
    await expect.poll(() => page.getByRole('main').getByRole('status').first().textContent()).toMatch(/ of \d+$/);
    await audit();

    // A colleague's link to a product outside the ranges: said plainly, nothing of the product but its code.
    await page.goto('/catalog/product/FG-HUM-0166-01');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'This product is not in your ranges' }).waitFor();
    // The note on the account's ranges comes with the account's access data, which may arrive after the heading.
    await main.getByText(/^Your account shows 3 ranges/).waitFor();
    const text = (await main.textContent()) ?? '';
    expect(text).toContain('Product FG-HUM-0166-01 is not in the ranges your account shows');
    expect(text).toContain(
      'Your account shows 3 ranges: Christmas Decorations, Halloween Decorations and Easter Decorations',
    );
    expect(text).not.toContain('Viking');
    expect(await main.getByRole('link', { name: 'sales@example.com' }).getAttribute('href')).toBe(
      'mailto:sales@example.com',
    );
    await audit();

    // The profile says the same.
    await page.goto('/catalog/profile/info');
    await page.getByText(/^Your account shows 3 ranges/).waitFor();
    await audit();
    expect(violations).toEqual([]);
  });
});
