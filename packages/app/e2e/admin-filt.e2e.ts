// The filters journey, in Chromium against the built app and the local API over real HTTP.
// Customers do not filter the catalogue by these filters (no screen of theirs offers them); what they do see is a
// product's filter choices on its page. So end to end: a choice the administrator adds to a filter can be given to a
// product, the customer's product page shows it, and once the choice is removed from the filter it is gone there.
import type { Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAuditor } from './audit.ts';
import { baseUrl, type JourneyBrowser, launch, logIn } from './browser.ts';

let browser: JourneyBrowser;
let admin: Page;
let customer: Page;

beforeEach(async () => {
  ({ browser, page: admin } = await launch());
  // A second context: the customer's own cookies, beside the administrator's session.
  customer = await browser.newPage({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl() });
});
afterEach(async () => {
  await browser.close();
});

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await logIn(page, email);
  await page.waitForURL('**/catalog');
}

// Explorer Statue – Large: a seeded product no other journey changes.
const productId = 'FG-HUM-0195-03';
const productPath = `/catalog/product/${productId}`;

describe('admin filters journey', () => {
  it('a new choice given to a product shows on its page; removed from the filter, it is gone', async () => {
    const adminAudit = pageAuditor(admin);
    const customerAudit = pageAuditor(customer);
    await signIn(admin, 'admin@example.com');

    await admin.goto('/admin/product-filter');
    await admin.getByRole('heading', { level: 1, name: 'Filters' }).waitFor();
    await adminAudit.audit();
    expect(await admin.getByRole('note', { name: 'Obsolete: the per-product filter screen' }).isVisible()).toBe(true);
    await admin.getByRole('grid', { name: 'Filters' }).getByRole('link', { name: 'Season' }).click();
    await admin.waitForURL('**/admin/product-filter/5');
    await admin.getByRole('heading', { level: 1, name: 'Season' }).waitFor();
    await adminAudit.audit();

    // Add a choice: listed, and still there after a reload (saved on the server).
    await admin.getByRole('textbox', { name: 'New choice' }).fill('Chinese New Year');
    await admin.getByRole('button', { name: 'Add choice' }).click();
    await admin
      .getByRole('list', { name: 'Choices of Season' })
      .getByText('Chinese New Year', { exact: true })
      .waitFor();
    await admin.reload();
    const choices = admin.getByRole('list', { name: 'Choices of Season' });
    await choices.getByText('Chinese New Year', { exact: true }).waitFor();

    // Give it to the product on the product's record.
    await admin.goto(`/admin/product-item/${productId}`);
    // React Aria's checkbox input is visually hidden: the user clicks its label.
    await admin.getByRole('group', { name: 'Season' }).getByText('Chinese New Year', { exact: true }).click();
    await admin.getByText('Season: Chinese New Year added').waitFor();
    // The choice waits for the product's Save (one save model per page).
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('was saved.', { exact: false }).waitFor();
    await adminAudit.audit();

    await signIn(customer, 'customer@example.com');
    await customer.goto(productPath);
    const filters = customer.getByRole('region', { name: 'Filters' });
    await filters.getByText('Chinese New Year').waitFor();
    await customerAudit.audit();

    // Removed from the filter, the choice leaves the product.
    await admin.goto('/admin/product-filter/5');
    await admin.getByRole('button', { name: 'Remove Chinese New Year' }).click();
    await admin
      .getByRole('alertdialog', { name: 'Remove Chinese New Year?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await admin.getByText('Chinese New Year was removed.').waitFor();
    expect(await choices.getByText('Chinese New Year', { exact: true }).count()).toBe(0);

    await customer.reload();
    await filters.getByText('Placement').first().waitFor();
    expect(await filters.getByText('Chinese New Year').count()).toBe(0);

    expect(adminAudit.violations).toEqual([]);
    expect(customerAudit.violations).toEqual([]);
  }, 180_000);
});
