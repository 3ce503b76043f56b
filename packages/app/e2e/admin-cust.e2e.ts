// The recycle-bin journey, in Chromium against the built app and the local API over real HTTP: a
// product the administrator deletes leaves the catalogue and waits in the recycle bin; restored, it is back.
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

const code = 'FG-HUM-0166-01';
const title = 'Viking Warrior Figure';

const logInAs = (email: string) => logInFromLoginPage(page, email);

async function logOut() {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
}

/** The catalogue's search for the product's title: whether its result link is there. */
async function catalogueShowsProduct(): Promise<boolean> {
  await page.goto(`/catalog/products?q=${encodeURIComponent('Viking Warrior')}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page
    .getByRole('progressbar')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  const link = page.getByRole('link', { name: title, exact: true }).first();
  return link
    .waitFor({ timeout: 5000 })
    .then(() => true)
    .catch(() => false);
}

/**
 * The administrator's DELETE of the product, sent from the signed-in page as the admin product screen sends it
 * (session cookie and anti-forgery header); that screen is another area's.
 */
async function deleteProductAsAdmin(): Promise<number> {
  return page.evaluate(async (id) => {
    const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch(`/api/product/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      credentials: 'include',
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': token },
    });
    return response.status;
  }, code);
}

describe('admin: recycle bin', () => {
  it('a deleted product leaves the catalogue, appears in the recycle bin, and is back once restored', async () => {
    await logInAs('customer@example.com');
    expect(await catalogueShowsProduct()).toBe(true);
    await auditor.audit();
    await logOut();

    await logInAs('admin@example.com');
    expect(await deleteProductAsAdmin()).toBe(204);
    await page.goto('/admin/data-recycle/product');
    const bin = page.getByRole('grid', { name: 'Deleted products' });
    await bin.waitFor();
    // The virtualised table's row elements have no box of their own: wait for their cells' text.
    await bin.getByText(title, { exact: true }).waitFor();
    expect(await bin.getByText(code, { exact: true }).isVisible()).toBe(true);
    expect(await bin.getByText('Alex Morgan', { exact: true }).isVisible()).toBe(true);
    await auditor.audit();
    await logOut();

    await logInAs('customer@example.com');
    expect(await catalogueShowsProduct()).toBe(false);
    await page.goto(`/catalog/product/${code}`);
    await page.waitForURL('**/not-found');
    // The not-found page has no header: log out from the catalogue.
    await page.goto('/catalog');
    await logOut();

    await logInAs('admin@example.com');
    await page.goto('/admin/data-recycle/product');
    await page.getByRole('button', { name: `Restore ${title}` }).click();
    await page.getByText(`${title} was restored.`, { exact: true }).waitFor();
    await bin.getByText(title, { exact: true }).waitFor({ state: 'detached' });
    await auditor.audit({ samePage: true });
    await logOut();

    await logInAs('customer@example.com');
    expect(await catalogueShowsProduct()).toBe(true);
    await page.goto(`/catalog/product/${code}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(auditor.violations).toEqual([]);
  }, 180_000);
});
