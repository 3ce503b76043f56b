// The categories journeys, in Chromium against the built app and the local API over real HTTP:
// a cover with a script in it is harmless on the customer's category page, and the top-level order the
// administrator sets is the order of the customer's navigation chips. Every page visited is checked with axe.
import type { Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAuditor } from './audit.ts';
import { type JourneyBrowser, launch, logInFromLoginPage } from './browser.ts';

let browser: JourneyBrowser;
let page: Page;
let auditor: ReturnType<typeof pageAuditor>;
/** Whatever the page printed or tried to alert: an injected script would show up here. */
let signals: string[];

beforeEach(async () => {
  ({ browser, page } = await launch());
  auditor = pageAuditor(page);
  signals = [];
  page.on('console', (message) => signals.push(message.text()));
  page.on('dialog', (dialog) => {
    signals.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
});
afterEach(async () => {
  await browser.close();
});

const logIn = (email: string) => logInFromLoginPage(page, email);

async function logOut() {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
}

/** The text of the customer's navigation chips, in order. */
async function chipTitles() {
  const chips = page.getByRole('navigation', { name: 'Categories' }).getByRole('listitem');
  await chips.first().waitFor();
  return (await chips.allTextContents()).map((text) => text.trim());
}

/** Presses a Move up button of the order list and waits until the server has saved the order. */
async function moveUp(title: string) {
  const button = page.getByRole('button', { name: `Move up: ${title}` });
  await button.waitFor();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/data-table/categories') && response.request().method() === 'PUT',
  );
  await button.click();
  expect((await saved).status()).toBe(200);
}

const payload = [
  '<p>Glowing dinosaurs after dark</p>',
  `<img src="x" onerror="window.__coverXss = 1; console.log('cover-xss-ran')">`,
  `<script>window.__coverXss = 1; console.log('cover-xss-ran')</script>`,
].join('');

describe('admin categories journeys', () => {
  it("a cover with a script in it shows its text on the customer's category page and runs nothing", async () => {
    await logIn('admin@example.com');
    await page.goto('/admin/categories/6');
    await page.getByRole('heading', { level: 1, name: 'LED Lighting' }).waitFor();
    const editor = page.getByRole('textbox', { name: 'Cover text' });
    await editor.waitFor();
    await auditor.audit();
    // Pasted as HTML, the way a cover copied from elsewhere arrives in the editor.
    await editor.click();
    await editor.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Glowing dinosaurs after dark');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, payload);
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('Glowing dinosaurs after dark').waitFor();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/categories/6') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const sent = JSON.parse(answer.request().postData() ?? '{}') as { cover_html: string };
    expect(sent.cover_html).toContain('Glowing dinosaurs after dark');
    expect(sent.cover_html).not.toMatch(/<script|onerror/i);
    await logOut();

    await logIn('customer@example.com');
    await page.goto('/catalog/categories/6');
    await page.getByRole('heading', { level: 1, name: 'LED Lighting' }).waitFor();
    await page.getByText('Glowing dinosaurs after dark').waitFor();
    await auditor.audit({ samePage: true });
    expect(await page.evaluate(() => (window as unknown as { __coverXss?: number }).__coverXss)).toBeUndefined();
    expect(await page.locator('main script, main [onerror]').count()).toBe(0);
    expect(signals.filter((text) => /cover-xss-ran|dialog:/.test(text))).toEqual([]);
    expect(auditor.violations).toEqual([]);
  }, 180_000);

  it("the administrator moves a category to the front; the customer's first navigation chip is that category", async () => {
    await logIn('customer@example.com');
    expect((await chipTitles())[0]).toBe('Fiberglass Figures');
    await logOut();

    await logIn('admin@example.com');
    await page.goto('/admin/catalog');
    await page.getByRole('heading', { level: 1, name: 'Catalog' }).waitFor();
    await auditor.audit();
    await moveUp('Dinosaurs');
    await logOut();

    await logIn('customer@example.com');
    const chips = await chipTitles();
    expect(chips[0]).toBe('Dinosaurs');
    expect(chips[1]).toBe('Fiberglass Figures');
    expect(chips).toHaveLength(8);
    await logOut();

    // Leave the shared server's order as it was for other journeys.
    await logIn('admin@example.com');
    await page.goto('/admin/categories');
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    await auditor.audit();
    await moveUp('Fiberglass Figures');
    expect(auditor.violations).toEqual([]);
  }, 240_000);
});
