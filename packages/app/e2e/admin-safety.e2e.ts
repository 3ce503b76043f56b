// The self-protection journey, in Chromium against the built app and the local API over real HTTP: the
// administrator cannot delete or deactivate their own account, nor delete or strip the last role holding the
// administrator's keys, and a role's delete says where its users go. Nothing is changed (other journeys share the
// server). Every page visited is checked with axe (zero violations).
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

describe('admin journeys: safety', () => {
  it('keeps the administrator from locking themselves out', async () => {
    await logInFromLoginPage(page, 'admin@example.com');

    await page.goto('/admin/users/1');
    await page
      .getByText('This is your own account: you cannot delete it or deactivate it. Another administrator can.')
      .waitFor();
    await auditor.audit();
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    const active = page.getByRole('switch', { name: 'Active (may log in)' });
    await active.click({ force: true });
    expect(await active.isChecked()).toBe(true);

    await page.goto('/admin/roles/1');
    await page
      .getByText("Administrator is the last role that holds the administrator's keys", { exact: false })
      .waitFor();
    await auditor.audit();
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    const keyGiver = page.getByRole('switch', { name: 'Permissions (User management): Edit' });
    await keyGiver.click({ force: true });
    expect(await keyGiver.isChecked()).toBe(true);
    expect(await page.getByRole('region', { name: 'Changes not saved yet' }).count()).toBe(0);

    await page.goto('/admin/roles/3');
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Staff?' });
    // The count depends on the journeys before this one (the admin journey adds a Staff user): 12 seeded or more.
    await dialog.getByText(/^1\d users have the role Staff\. They move to the role you choose here/).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('Choose the role they move to.').waitFor();
    await auditor.audit({ samePage: true });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    expect(auditor.violations).toEqual([]);
  });
});
