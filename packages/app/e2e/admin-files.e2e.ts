// The file and icon managers' journey, in Chromium against the built app and the local API over real
// HTTP: an uploaded SVG icon carrying a script and an onload handler never runs them, wherever it is shown.
import type { Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAuditor } from './audit.ts';
import { type JourneyBrowser, launch, logInFromLoginPage } from './browser.ts';

let browser: JourneyBrowser;
let page: Page;
let auditor: ReturnType<typeof pageAuditor>;
/** Every sign that something in the icon ran: an alert, a request to the beacon, a flag on a window. */
let ran: string[];

beforeEach(async () => {
  ({ browser, page } = await launch());
  auditor = pageAuditor(page);
  ran = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (request.url().includes('icon-beacon')) ran.push(`request: ${request.url()}`);
  });
});
afterEach(async () => {
  await browser.close();
});

const evilIcon = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(\'onload ran\');fetch(\'/icon-beacon?onload\')">',
  '<script>alert("script ran");window.top.iconScriptRan=true;fetch("/icon-beacon?script")</script>',
  '<circle cx="12" cy="12" r="10" fill="#c0392b"/>',
  '</svg>',
].join('');

const logIn = (email: string) => logInFromLoginPage(page, email);

describe('file and icon manager journeys', () => {
  it('an uploaded SVG icon with a script and an onload handler never runs them', async () => {
    await logIn('admin@example.com');
    await page.goto('/admin/icons');
    await page.getByRole('list', { name: 'Icons' }).waitFor();
    await auditor.audit();

    // Upload through the icon manager's file chooser.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'evil-star.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(evilIcon),
    });
    const preview = page.getByRole('img', { name: 'evil-star at 48 pixels' });
    await preview.waitFor();
    await page.getByText('Uploaded.').waitFor();
    // The icon manager shows it as images at every size, never as inline SVG.
    expect(await page.getByRole('list', { name: 'evil-star at the icon sizes' }).getByRole('img').count()).toBe(5);
    expect(await page.locator('main svg script').count()).toBe(0);
    await auditor.audit({ samePage: true });

    // The served bytes: the drawing stays, the script and the handler are gone.
    const src = (await preview.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/media\/icons\/\d+-evil-star\.svg$/);
    const served = await page.request.get(src);
    expect(served.headers()['content-type']).toBe('image/svg+xml');
    const bytes = await served.text();
    expect(bytes).toContain('<circle');
    expect(bytes).not.toContain('<script');
    expect(bytes).not.toContain('onload');
    expect(bytes).not.toContain('alert');
    expect(bytes).not.toContain('icon-beacon');

    // Where icons are shown: a chip item shows it (an image) too.
    await page.getByRole('combobox', { name: 'Chip preview' }).fill('evil');
    // As a user does: the suggestion is on screen before it is chosen (on a busy machine the list opens later).
    await page.getByRole('option', { name: /evil-star/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('row', { name: /evil-star/ }).waitFor();
    await auditor.audit({ samePage: true });

    // Even opened on its own as a document, nothing runs.
    await page.goto(src);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as Window & { iconScriptRan?: boolean }).iconScriptRan)).toBeUndefined();
    expect(ran).toEqual([]);
    expect(auditor.violations).toEqual([]);
  }, 180_000);
});
