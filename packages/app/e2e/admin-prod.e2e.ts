// The admin products journey, in Chromium against the built app and the local API over real HTTP.
// Every page visited is checked with axe (zero violations).
import type { Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAuditor } from './audit.ts';
import { type JourneyBrowser, launch, logInFromLoginPage } from './browser.ts';

let browser: JourneyBrowser;
let page: Page;
let auditor: ReturnType<typeof pageAuditor>;

beforeEach(async () => {
  ({ browser, page } = await launch());
  auditor = pageAuditor(page);
});
afterEach(async () => {
  await browser.close();
});

const logIn = (email: string) => logInFromLoginPage(page, email, { audit: () => auditor.audit({ samePage: true }) });

describe('admin products journey', () => {
  it("the administrator creates product 'ABC 123'; it is saved as 'ABC-123' and the customer's search finds it", async () => {
    await logIn('admin@example.com');
    await page.goto('/admin/product-item');
    await page.getByRole('grid', { name: 'Products' }).waitFor();
    await auditor.audit();
    await page.getByRole('link', { name: 'Create product' }).click();
    await page.waitForURL('**/admin/product-item/new');
    await page.getByRole('textbox', { name: 'Product code' }).fill('ABC 123');
    await page.getByText('Will be saved as ABC-123.').waitFor();
    await page.getByRole('textbox', { name: 'Parent code' }).fill('ABC');
    await page.getByRole('textbox', { name: 'Title' }).fill('Journey Griffin Statue');
    await page.getByRole('combobox', { name: 'Categories' }).fill('Human');
    await page.getByRole('option', { name: 'Human Figures' }).click();
    await auditor.audit();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL('**/admin/product-item/ABC-123');
    await page.getByText('Code ABC-123', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Journey Griffin Statue');
    await auditor.audit({ samePage: true });
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');

    // The customer searches the catalogue and finds it.
    await logIn('customer@example.com');
    await page.getByLabel('Search products').fill('Griffin');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/catalog\/products\?q=Griffin/);
    const found = page
      .getByRole('main')
      .getByRole('link', { name: /Journey Griffin Statue/ })
      .first();
    await found.waitFor();
    await auditor.audit();
    await found.click();
    await page.waitForURL('**/catalog/product/ABC-123');
    await page.getByRole('heading', { level: 1, name: 'Journey Griffin Statue' }).waitFor();
    expect(auditor.violations).toEqual([]);
  }, 180_000);
});
