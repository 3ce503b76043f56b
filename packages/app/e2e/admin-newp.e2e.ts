// The new-products journey, in Chromium against the built app and the local API over real HTTP:
// the administrator creates a verification link, the invited person completes it, the product shows as verified.
// Every page visited is checked with axe (zero violations).
import type { Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAuditor } from './audit.ts';
import { baseUrl, type JourneyBrowser, launch, logIn } from './browser.ts';

let browser: JourneyBrowser;
let page: Page;
let auditor: ReturnType<typeof pageAuditor>;

beforeEach(async () => {
  ({ browser, page } = await launch());
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  auditor = pageAuditor(page);
});
afterEach(async () => {
  await browser.close();
});

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });

/** Types a value and leaves the field, as a person does (number fields take their value on leaving). */
async function fill(name: string, value: string) {
  await textbox(name).fill(value);
  await textbox(name).press('Tab');
}

/** Ends the session (as a logout would) so the next account starts afresh. */
async function endSession() {
  await page.context().clearCookies();
}

/** The list's row of a product, by its title cell. */
const rowOf = (title: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });

describe('new products', () => {
  it('the administrator creates a verification link; the invited person completes it; it shows as verified', async () => {
    await page.goto('/login');
    await logIn(page, 'admin@example.com');
    await page.waitForURL('**/catalog');
    await page.goto('/admin/new-products');
    await auditor.audit();

    await page.getByRole('button', { name: 'Create verification link' }).click();
    const form = page.getByRole('dialog', { name: 'New verification link' });
    await form.getByRole('textbox', { name: 'Title' }).fill('Mammoth Family Group');
    await form.getByRole('textbox', { name: /Product ID/ }).fill('FG MAMM 0970 01');
    await form.getByRole('button', { name: 'Create link' }).click();
    const sent = page.getByRole('dialog', { name: 'Send the verification link' });
    await sent.getByText('The link for Mammoth Family Group is ready').waitFor();
    await auditor.audit({ samePage: true });
    const link = (await sent.locator('output').textContent()) ?? '';
    expect(link).toMatch(/\/verify-product\?token=/);
    expect(new URL(link).origin).toBe(new URL(baseUrl()).origin);
    await sent.getByRole('button', { name: 'Copy link' }).click();
    await sent.getByText('Link copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await sent.getByRole('button', { name: 'Done' }).click();
    expect(await rowOf('Mammoth Family Group').getByText('Waiting').isVisible()).toBe(true);

    // The invited person opens the link, logs in and comes back to it.
    await endSession();
    await page.goto(link);
    await page.waitForURL(/\/login\?next=/);
    await logIn(page, 'customer@example.com');
    await page.waitForURL((url) => url.pathname === '/verify-product');
    expect(page.url()).toBe(link);
    await auditor.audit();
    expect(await textbox('Product ID').inputValue()).toBe('FG-MAMM-0970-01');
    expect(await textbox('Title').inputValue()).toBe('Mammoth Family Group');
    await fill('Parent code', 'FG-MAMM-0970');
    await fill('Description', 'A fiberglass mammoth with two calves, for an ice-age trail.');
    await fill('Length (cm)', '610');
    await fill('Width (cm)', '280');
    await fill('Height (cm)', '390');
    await fill('Volume (m³)', '18');
    await fill('Net weight (kg)', '520');
    await page.getByRole('tab', { name: 'Category (missing)' }).click();
    await page.getByRole('combobox', { name: 'Categories' }).fill('ride-on');
    await page.getByRole('option', { name: 'Dinosaurs › Ride-On Dinosaurs' }).click();
    await page.getByRole('tab', { name: 'Images (missing)' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'mammoth.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#6b4f2a"/></svg>',
      ),
    });
    await page.getByRole('list', { name: 'Images of the product' }).getByRole('img', { name: 'Image 1' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Submit this product?' });
    await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Product verified' }).waitFor();

    // Back in the admin: the product is verified, and its data opens read-only.
    await endSession();
    await page.goto('/login');
    await logIn(page, 'admin@example.com');
    await page.waitForURL('**/catalog');
    await page.goto('/admin/new-products');
    await auditor.audit();
    const row = rowOf('Mammoth Family Group');
    expect(await row.getByText('Verified', { exact: true }).isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Open data of Mammoth Family Group' }).click();
    const data = page.getByRole('dialog', { name: 'Verified data of Mammoth Family Group' });
    await data.getByText('FG-MAMM-0970', { exact: true }).waitFor();
    expect(await data.getByText('610 cm × 280 cm × 390 cm').isVisible()).toBe(true);
    expect(await data.getByRole('img', { name: 'Mammoth Family Group, image 1' }).isVisible()).toBe(true);
    await auditor.audit({ samePage: true });
    expect(auditor.violations).toEqual([]);
  }, 240_000);
});
