// The catalogue's lists, in Chromium against the built app and its server over real HTTP (Laravel in `npm test`,
// see servers.ts): the state of a list (filter, page, sort) lives in its address, and a customer of a restricted
// access type never meets a category or product closed to them. Each page visited is checked with axe.
import type { Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAuditor } from './audit.ts';
import { type JourneyBrowser, launch, logInFromLoginPage } from './browser.ts';

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

const address = () => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
const range = () => page.getByRole('main').getByRole('status');

describe('a category list', () => {
  it('filter → page → product → Back returns to the same page of the same filter, and so does a reload', async () => {
    await logInFromLoginPage(page, 'customer@example.com');
    await page.goto('/catalog/categories/2');
    await audit();
    // The box is drawn over the visually hidden input: a user clicks its label.
    await page.locator('label', { hasText: 'Indoor (34)' }).click();
    await expect.poll(() => range().textContent()).toBe('1–24 of 34');
    await page.getByRole('navigation', { name: 'Pages of products' }).getByRole('link', { name: 'Next page' }).click();
    await expect.poll(() => range().textContent()).toBe('25–34 of 34');
    expect(address()).toBe('/catalog/categories/2?choice=1&page=2');
    await audit({ samePage: true });

    const list = page.getByRole('list', { name: 'Products in Dinosaurs' });
    expect(await list.getByRole('listitem').count()).toBe(10);
    const title = (await list.getByRole('heading').first().textContent()) ?? '';
    await list.getByRole('link', { name: title }).first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await page.goBack();
    await expect.poll(() => range().textContent()).toBe('25–34 of 34');
    expect(address()).toBe('/catalog/categories/2?choice=1&page=2');
    expect(await page.getByRole('checkbox', { name: 'Indoor (34)' }).isChecked()).toBe(true);

    await page.reload();
    await expect.poll(() => range().textContent()).toBe('25–34 of 34');
    expect(await list.getByRole('heading').first().textContent()).toBe(title);
    expect(violations).toEqual([]);
  });
});

describe('a sorted category', () => {
  it('sorted by title: the list and its address follow, and a reload keeps the order', async () => {
    await logInFromLoginPage(page, 'customer@example.com');
    await page.goto('/catalog/categories/2');
    await audit();
    // The same products in another order (other journeys on this server may have added to Dinosaurs).
    await expect.poll(() => range().textContent()).toMatch(/^1–24 of \d+$/);
    const count = await range().textContent();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title (A–Z)' });
    await page.waitForURL('**/catalog/categories/2?sort=title');
    const titles = page.getByRole('list', { name: 'Products in Dinosaurs' }).getByRole('heading');
    const firstThree = async () => (await titles.allTextContents()).slice(0, 3);
    const expected = [
      'Allosaurus Skull Dig-Site Set',
      'Allosaurus Skull Replica – Small',
      'Baby Dinosaur in Egg Display',
    ];
    await expect.poll(firstThree).toEqual(expected);
    expect(await range().textContent()).toBe(count);

    await page.reload();
    await expect.poll(firstThree).toEqual(expected);
    expect(violations).toEqual([]);
  });
});

describe('a "Seasonal only" customer', () => {
  const seasonal = 'mateo.rossi@example.com';
  /** Codes of the Christmas (XM), Halloween (HW) and Easter (ES) ranges. */
  const seasonalCode = /(XM|HW|ES)-[A-Z]+-\d{4}/;

  it('sees the seasonal ranges alone, by menu, by link and by search', async () => {
    await logInFromLoginPage(page, seasonal);
    await audit();
    const categories = page.getByRole('list', { name: 'Categories' }).getByRole('heading');
    expect(await categories.allTextContents()).toEqual([
      'Christmas Decorations',
      'Halloween Decorations',
      'Easter Decorations',
    ]);
    expect(await page.getByRole('link', { name: 'Dinosaurs' }).count()).toBe(0);

    // A link to a hidden category, as shared by another customer, leads nowhere; a hidden product's link says it is
    // outside the account's ranges, at its own address.
    await page.goto('/catalog/categories/2');
    await page.waitForURL('**/not-found');
    await page.goto('/catalog/product/FG-HUM-0166-01');
    await page.getByRole('heading', { level: 1, name: 'This product is not in your ranges' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/catalog/product/FG-HUM-0166-01');

    // The search finds only what is open to them.
    await page.goto('/catalog/products?q=viking');
    await page.getByText('0 results for “viking”').waitFor();
    await page.goto('/catalog/products?q=statue');
    await expect.poll(() => range().textContent()).toBe('1–16 of 16');
    const cards = await page.getByRole('list', { name: 'Products found' }).getByRole('listitem').allTextContents();
    expect(cards).toHaveLength(16);
    expect(cards.filter((card) => !seasonalCode.test(card))).toEqual([]);
    await audit();
    expect(violations).toEqual([]);
  });
});
