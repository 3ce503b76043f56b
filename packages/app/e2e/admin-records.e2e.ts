// Staff never lose their place on admin records, in Chromium against the built app and the local API over real
// HTTP: a delete from a record's page returns to its list with Undo (never "Page not found"), a locked product's
// controls are disabled with the reason, a new page opens at its top with focus on its heading and Back returns to
// the list's place, and the products list shows each code whole. Every page visited is checked with axe.
import type { Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAuditor } from './audit.ts';
import { type JourneyBrowser, launch, logInFromLoginPage } from './browser.ts';

let browser: JourneyBrowser;
let page: Page;
let auditor: ReturnType<typeof pageAuditor>;

beforeEach(async () => {
  // The laptop width the codes were cut at.
  ({ browser, page } = await launch({ width: 1366, height: 768 }));
  auditor = pageAuditor(page);
});
afterEach(async () => {
  await browser.close();
});

/** What the focused element is, as a person hears it: its role and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return `${element?.tagName.toLowerCase()} ${element?.textContent?.trim()}`;
  });

/** Deletes the record open on the page with its Delete button and the dialog's. */
async function deleteFromRecord(page: Page, dialogName: string) {
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: dialogName }).getByRole('button', { name: 'Delete' }).click();
}

/** The list page is shown in the admin's frame, its sidebar there, and no "Page not found". */
async function expectList(page: Page, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Admin areas' }).isVisible()).toBe(true);
  expect(await page.getByText('Page not found').count()).toBe(0);
}

describe('admin records journeys', () => {
  it('a delete from a record page returns to its list, whose Undo restores the record', async () => {
    await logInFromLoginPage(page, 'admin@example.com');

    await page.goto('/admin/product-item/MS-MASC-0378-01');
    await page.getByRole('heading', { level: 1, name: 'Tooth Mascot Bobble-Head Statue' }).waitFor();
    await auditor.audit();
    await deleteFromRecord(page, 'Delete Tooth Mascot Bobble-Head Statue?');
    await page.getByText('Tooth Mascot Bobble-Head Statue was deleted.').waitFor();
    await page.waitForURL('**/admin/product-item');
    await expectList(page, 'Products');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Tooth Mascot Bobble-Head Statue was restored.').waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('MS-MASC-0378-01');
    await page.getByRole('grid', { name: 'Products' }).getByRole('link', { name: 'MS-MASC-0378-01' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/product-item');
    await expectList(page, 'Products');

    // The same on a generic record screen (a customer) and a bespoke one (a category).
    await page.goto('/admin/customers');
    const customers = page.getByRole('grid', { name: 'Customers' });
    const firstCustomer = customers.getByRole('link').first();
    const customer = (await firstCustomer.textContent()) ?? '';
    await firstCustomer.click();
    await page.waitForURL(/\/admin\/customers\/\d+$/);
    await page.getByRole('button', { name: 'Delete', exact: true }).waitFor();
    const customerName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await deleteFromRecord(page, `Delete ${customerName}?`);
    await page.getByText(`${customerName} was deleted.`).waitFor();
    await page.waitForURL('**/admin/customers');
    await expectList(page, 'Customers');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(`${customerName} was restored.`).waitFor();
    await customers.getByRole('link', { name: customer }).waitFor();
    await expectList(page, 'Customers');
    expect(auditor.violations).toEqual([]);
  }, 180_000);

  it("a locked product's images, choices and Delete are disabled with the reason", async () => {
    await logInFromLoginPage(page, 'admin@example.com');
    await page.goto('/admin/product-item/FG-ANI-0303-01');
    await page.getByRole('heading', { level: 1, name: 'Polar Bear Family Set' }).waitFor();
    await page.getByText('This product is locked').waitFor();
    await auditor.audit();
    const reasonOf = async (name: string) => {
      const button = page.getByRole('button', { name, exact: true });
      expect(await button.isDisabled()).toBe(true);
      return button.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent());
    };
    expect(await reasonOf('Delete')).toBe('A locked product cannot be deleted: switch off “Locked” and save first.');
    const imagesReason = 'The product is locked: switch off “Locked” and save to add, move or delete images.';
    expect(await reasonOf('Delete image 2')).toBe(imagesReason);
    expect(await reasonOf('Add images')).toBe(imagesReason);
    expect(await page.getByRole('combobox', { name: 'Categories' }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Indoor', exact: true }).isDisabled()).toBe(true);
    expect(auditor.violations).toEqual([]);
  }, 120_000);

  it('a record opens at its top with focus on its heading; Back returns to the place in the list', async () => {
    await logInFromLoginPage(page, 'admin@example.com');
    await page.goto('/admin/product-item');
    const grid = page.getByRole('grid', { name: 'Products' });
    await grid.getByRole('link').first().waitFor();
    // The window scrolled to its end (the wheel over the page's header, not the table's own scroll box).
    await page.mouse.move(600, 20);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const code = await grid.getByRole('link').evaluateAll((links) => {
      const inView = links.find((link) => link.getBoundingClientRect().top > 100);
      return inView?.textContent ?? '';
    });
    const row = grid.getByRole('link', { name: code, exact: true });
    const listScroll = await page.evaluate(() => window.scrollY);
    await row.click();
    await page.getByText(`Code ${code}`, { exact: true }).waitFor();
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => focused(page)).toBe(`h1 ${await heading.textContent()}`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Its name and code are in view, under the sticky header.
    const codeBox = await page.getByText(`Code ${code}`, { exact: true }).boundingBox();
    expect(codeBox && codeBox.y > 48 && codeBox.y + codeBox.height < 768).toBe(true);
    await auditor.audit();

    await page.goBack();
    await grid.getByRole('link', { name: code }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listScroll);
    await expect.poll(() => focused(page)).toBe(`a ${code}`);

    // Every code of the page is shown whole at 1366 px: none is cut with an ellipsis.
    const cut = await grid
      .getByRole('link')
      .evaluateAll((links) => links.filter((link) => link.scrollWidth > link.clientWidth).map((l) => l.textContent));
    expect(cut).toEqual([]);
    expect(auditor.violations).toEqual([]);
  }, 120_000);
});
