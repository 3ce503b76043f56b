// A buyer on a phone (390 × 844, touch) looking for a dinosaur over 5 m for an outdoor park: a category, the Outdoor
// filter and "Height from 5 m", the tallest first, two chosen to compare, then the compare page, without opening a
// product. In Chromium against the built app and the local API over real HTTP; every page passes axe.
import { afterEach, expect, it } from 'vitest';
import { pageAuditor } from './audit.ts';
import { baseUrl, type JourneyBrowser, launch, logIn } from './browser.ts';

const phone = { width: 390, height: 844 };

let browser: JourneyBrowser | undefined;
afterEach(async () => {
  await browser?.close();
});

it('finds the outdoor dinosaurs over 5 m by a filter and a sort, and compares two side by side', {
  timeout: 180_000,
}, async () => {
  browser = (await launch(phone)).browser;
  const page = await browser.newPage({ viewport: phone, hasTouch: true, isMobile: true, baseURL: baseUrl() });
  const { audit, violations } = pageAuditor(page);
  const main = page.getByRole('main');
  const status = main.getByRole('status').first();

  await page.goto('/login');
  await logIn(page, 'customer@example.com');
  await page.waitForURL('**/catalog');

  // The category, from the header's menu.
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).tap();
  await page.getByRole('menuitem', { name: 'Categories' }).tap();
  await page.getByRole('menu').nth(1).getByRole('menuitem', { name: 'Dinosaurs' }).tap();
  await page.getByRole('menu').nth(2).getByRole('menuitem', { name: 'All of Dinosaurs' }).tap();
  await page.waitForURL(/\/catalog\/categories\/\d+$/);
  await main.getByRole('heading', { level: 1, name: 'Dinosaurs' }).waitFor();
  await audit();
  // Other journeys on the same server add products to Dinosaurs (none of them 5 m tall): the totals may grow.
  expect(await status.textContent()).toMatch(/^1–24 of \d+$/);

  // Outdoor, and at least 5 m tall: each choice says how many it leaves.
  await main.getByRole('button', { name: 'Filters' }).tap();
  await main.getByText(/^Outdoor \(\d+\)$/).tap();
  await page.waitForURL(/choice=2/);
  await expect.poll(() => status.textContent()).toMatch(/^1–(\d+) of \1$/);
  await main.getByRole('group', { name: 'Height' }).getByRole('combobox', { name: 'From' }).selectOption('5 m (4)');
  await expect.poll(() => status.textContent()).toBe('1–4 of 4');

  // Tallest first: each card says its size, no product opened.
  await main.getByRole('combobox', { name: 'Sort by' }).selectOption('Height (tallest first)');
  await page.waitForURL(/sort=height-desc/);
  const cards = main.getByRole('list', { name: 'Products in Dinosaurs' }).getByRole('article');
  await expect
    .poll(() => cards.first().getByRole('heading').textContent())
    .toBe('Mammoth Skeleton Museum Cast – Large');
  expect(await cards.allInnerTexts()).toEqual([
    expect.stringContaining('H 16.65 × W 4.95 × L 15.4 m'),
    expect.stringContaining('H 11.05 × W 3.3 × L 10.25 m'),
    expect.stringContaining('H 10.6 × W 9.5 × L 10.8 m'),
    expect.stringContaining('H 6.6 × W 3.9 × L 7.65 m'),
  ]);
  expect(new URL(page.url()).searchParams.get('height_from')).toBe('5');
  await audit({ samePage: true });

  // Two to compare, then the compare page.
  await cards
    .nth(0)
    .getByRole('button', { name: /^Compare / })
    .tap();
  await cards
    .nth(1)
    .getByRole('button', { name: /^Compare / })
    .tap();
  const bar = main.getByRole('region', { name: 'Products to compare' });
  await bar.getByRole('link', { name: 'Compare 2 products' }).tap();
  await page.waitForURL(/\/catalog\/compare\?ids=/);
  const table = main.getByRole('table', { name: '2 products side by side' });
  await table.waitFor();
  expect(await table.getByRole('columnheader').allTextContents()).toEqual([
    expect.stringContaining('Mammoth Skeleton Museum Cast – Large'),
    expect.stringContaining('Mammoth Skeleton Museum Cast'),
  ]);
  expect(
    await table
      .getByRole('row', { name: /^Dimensions/ })
      .getByRole('cell')
      .allTextContents(),
  ).toEqual(['H 16.65 × W 4.95 × L 15.4 m', 'H 11.05 × W 3.3 × L 10.25 m']);
  // The page itself never scrolls sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await audit();
  expect(violations).toEqual([]);
});
