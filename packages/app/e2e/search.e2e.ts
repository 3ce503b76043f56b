// The header search (catalogue search): a buyer types into the header, picks from the suggestions or presses
// Enter, and meets the results with the matched words marked; words nothing holds lead to the nearest instead.
// Against the built app and the local API over real HTTP; each page visited is checked with axe.
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
const headerSearch = () => page.getByRole('search', { name: 'Products' });

describe('the header search', () => {
  it('suggests as the buyer types, opens a suggestion, and Enter shows every result with the words marked', async () => {
    await logInFromLoginPage(page, 'customer@example.com');
    await page.goto('/catalog');
    await audit();

    await headerSearch().getByRole('searchbox', { name: 'Search products' }).click();
    const field = headerSearch().getByRole('combobox', { name: 'Search products' });
    await field.pressSequentially('tyranosaurus');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    const first = suggestions.getByRole('option').first();
    // The first search builds the server's index; later ones answer in milliseconds.
    await expect.poll(() => first.textContent(), { timeout: 15_000 }).toContain('T-Rex');
    expect(await first.locator('mark').first().textContent()).toBe('T-Rex');

    await field.press('ArrowDown');
    await field.press('Enter');
    await expect.poll(address).toMatch(/^\/catalog\/product\/[A-Z0-9-]+$/);
    // The list closed with the choice: the product page is there for assistive technology too.
    await page.getByRole('heading', { level: 1, name: 'T-Rex Skeleton Museum Cast' }).waitFor();
    await expect.poll(() => page.getByRole('listbox', { name: 'Suggestions' }).count()).toBe(0);

    const again = headerSearch().getByRole('combobox', { name: 'Search products' });
    await again.fill('T-rex outdoor');
    await again.press('Enter');
    await expect.poll(address).toBe('/catalog/products?q=T-rex+outdoor');
    const results = page.getByRole('list', { name: 'Products found' });
    await results.getByRole('listitem').first().waitFor();
    for (const heading of await results.getByRole('heading').all()) {
      expect(await heading.locator('mark').first().textContent()).toBe('T-Rex');
    }
    await audit({ samePage: true });
    expect(violations).toEqual([]);
  });

  it('offers the nearest categories and products when nothing holds every word', async () => {
    await logInFromLoginPage(page, 'customer@example.com');
    await page.goto('/catalog/products?q=dinosuar%20lantren');
    await page.getByText('No product holds every word; these come closest.').waitFor();
    const nearest = page.getByRole('navigation', { name: 'Nearest categories' });
    await nearest.getByRole('link', { name: 'Dinosaur Skeletons' }).click();
    await expect.poll(address).toBe('/catalog/categories/20');
    await audit();
    expect(violations).toEqual([]);
  });
});
