// The product verification journeys, in Chromium against the built app and the local API over real
// HTTP. Each journey uses its own demo token, so they do not depend on one another's order.
import { verificationTokens } from '@factory/mocks';
import type { Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, type JourneyBrowser, launch, logIn } from './browser.ts';

let browser: JourneyBrowser;
let page: Page;
const violations: string[] = [];

beforeEach(async () => {
  ({ browser, page } = await launch());
  violations.length = 0;
});
afterEach(async () => {
  await browser.close();
});

const link = (token: string) => `/verify-product?token=${token}`;
const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });

/** Waits for the page's own heading and the network to go quiet, then records its axe violations. */
async function audit(name: string) {
  await heading(name).waitFor();
  await page.waitForLoadState('networkidle');
  violations.push(...(await axeViolations(page)));
}

/** Types a value and leaves the field, as a person does (number fields take their value on leaving). */
async function fill(name: string, value: string) {
  await textbox(name).fill(value);
  await textbox(name).press('Tab');
}

async function choose(field: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: field }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

async function saveAndSubmit() {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Submit this product?' });
  await dialog.waitFor();
  return dialog;
}

describe('verify product', () => {
  it('a logged-out invited person logs in, comes back to the link, fills every tab and submits it', async () => {
    await page.goto(link(verificationTokens.empty));
    await page.waitForURL(/\/login\?next=/);
    await audit('Log in to the catalogue');
    await logIn(page, 'customer@example.com');
    // Back on the same link, with its token.
    await page.waitForURL((url) => url.pathname === '/verify-product');
    expect(new URL(page.url()).searchParams.get('token')).toBe(verificationTokens.empty);
    await audit('Verify product');
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    await fill('Product ID', 'FG E2E 0001 01');
    expect(await textbox('Product ID').inputValue()).toBe('FG-E2E-0001-01');
    await fill('Parent code', 'FG-E2E-0001');
    await fill('Title', 'Triceratops Family Group');
    await fill('Description', 'Three fiberglass triceratops, parent and two young, for a dinosaur trail.');
    await fill('Length (cm)', '520');
    await fill('Width (cm)', '260');
    await fill('Height (cm)', '240');
    await fill('Volume (m³)', '12.5');
    await fill('Net weight (kg)', '380');

    await page.getByRole('tab', { name: 'Category (missing)' }).click();
    await choose('Categories', 'ride-on', 'Dinosaurs › Ride-On Dinosaurs');

    await page.getByRole('tab', { name: 'Images (missing)' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'front.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#17703a"/></svg>',
      ),
    });
    await page.getByRole('list', { name: 'Images of the product' }).getByRole('img', { name: 'Image 1' }).waitFor();

    await page.getByRole('tab', { name: 'Restrictions and exemptions' }).click();
    await choose('Restricted regions', 'eur', 'Europe');

    await page.getByRole('tab', { name: 'Related and recommended' }).click();
    await page.getByRole('searchbox', { name: 'Find products' }).fill('Spinosaurus Life');
    await page.getByRole('combobox', { name: 'Related products' }).click();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Spinosaurus Life-Size Model (FG-DINO-0284-01)' }).click();

    const dialog = await saveAndSubmit();
    expect(await dialog.textContent()).toContain('This cannot be undone');
    violations.push(...(await axeViolations(page)));
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Product successfully verified.').waitFor();
    await heading('Product verified').waitFor();

    // The same link again says it is done.
    await page.reload();
    await audit('Product verified');
    expect(await page.getByText('Triceratops Family Group (FG-E2E-0001-01) was verified on').count()).toBe(1);
    // And the product exists in the catalogue under its hyphenated id.
    await page.goto('/catalog/product/FG-E2E-0001-01');
    await audit('Triceratops Family Group');
    expect(violations).toEqual([]);
    // Every tab is filled in: the longest journey, given more time than the default on a busy machine.
  }, 180_000);

  it('a session that ends mid-flow comes back, after logging in again, to the same link with its draft', async () => {
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    await page.waitForURL(/\/catalog$/);
    await page.goto(link(verificationTokens.partial));
    await audit('Verify product');
    await fill('Description', 'A pirate ship bow with a carved mermaid figurehead.');
    await page.getByRole('tab', { name: /^Images/ }).click();
    // The session ends (expired on the server); the next call (an upload) answers 401.
    await page.context().clearCookies();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'bow.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'),
    });
    await page.waitForURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe(link(verificationTokens.partial));
    await logIn(page, 'customer@example.com');
    await page.waitForURL((url) => url.pathname === '/verify-product');
    expect(new URL(page.url()).searchParams.get('token')).toBe(verificationTokens.partial);
    await audit('Verify product');
    // The draft is still there.
    expect(await textbox('Description').inputValue()).toBe('A pirate ship bow with a carved mermaid figurehead.');
    expect(violations).toEqual([]);
  });

  it('Enter in a field never opens the irreversible submit; only the Save button does', async () => {
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    await page.waitForURL(/\/catalog$/);
    await page.goto(link(verificationTokens.complete));
    await audit('Verify product');
    await textbox('Title').press('Enter');
    await textbox('Parent code').press('Enter');
    // Long enough for the dialog's entrance, had Enter opened it.
    await page.waitForTimeout(500);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    const dialog = await saveAndSubmit();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(violations).toEqual([]);
  });

  it('a locked product shows the warning and cannot be saved', async () => {
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    await page.waitForURL(/\/catalog$/);
    await page.goto(link(verificationTokens.locked));
    await audit('Verify product');
    await page.getByText('This item is locked and cannot be processed. Contact the Developer').waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    expect(await textbox('Title').isDisabled()).toBe(true);
    expect(violations).toEqual([]);
  });

  it('a second Submit click sends one request, and a login never follows a link to another site', async () => {
    await page.goto('/login?next=https%3A%2F%2Fevil.example%2Fverify-product');
    await logIn(page, 'customer@example.com');
    // Spec §2: a login goes to the catalog; the foreign address is ignored.
    await page.waitForURL((url) => url.pathname === '/catalog');
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);

    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/product/store-product-verification'))
        sent.push(request.url());
    });
    await page.goto(link(verificationTokens.complete));
    await audit('Verify product');
    const dialog = await saveAndSubmit();
    // Two presses in the same tick, before the button can show it is busy.
    await dialog.getByRole('button', { name: 'Submit', exact: true }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await heading('Product verified').waitFor();
    await page.waitForLoadState('networkidle');
    expect(sent).toHaveLength(1);
    expect(violations).toEqual([]);
  });
});
