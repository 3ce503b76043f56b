// The admin journeys, in Chromium against the built app and the local API over real HTTP.
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

const path = () => new URL(page.url()).pathname;

const logIn = (email: string, password?: string) =>
  logInFromLoginPage(page, email, { password, audit: () => auditor.audit({ samePage: true }) });

async function logOut() {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
}

/** Flips one of the staff account's permission switches as the administrator, saves, and waits until it is saved. */
async function setStaffUsersView(on: boolean) {
  await page.goto('/admin/users?search=staff%40example.com');
  await page.getByRole('link', { name: 'Sam Rivera' }).click();
  await page.waitForURL('**/admin/users/2');
  const view = page.getByRole('switch', { name: 'Users (User management): View' });
  await view.waitFor();
  if ((await view.isChecked()) !== on) {
    const saved = page.waitForResponse((response) =>
      /\/api\/users\/2\/(grant|revoke)\/permissions\//.test(response.url()),
    );
    await view.click({ force: true });
    // The switch waits for the record's Save (one save model per page).
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBeLessThan(300);
  }
}

describe('admin journeys', () => {
  it('the administrator creates a user, reads the generated password once; that user logs in with it, is made to choose their own, then lands in the catalogue', async () => {
    await logIn('admin@example.com');
    await page.goto('/admin');
    await auditor.audit();
    expect(await page.getByText('Administrator', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('navigation', { name: 'Admin areas' }).getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/admin/users');
    await auditor.audit();
    await page.getByRole('link', { name: 'Create user' }).click();
    await auditor.audit();
    await page.getByRole('textbox', { name: 'Name' }).fill('Nia Okoye');
    await page.getByRole('textbox', { name: 'Email' }).fill('nia.okoye@example.com');
    await page.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'Staff' }).click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Nia Okoye was created', { exact: true }).waitFor();
    await auditor.audit({ samePage: true });
    const password = (await page.locator('code').textContent()) ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    await logOut();
    await logIn('nia.okoye@example.com', password);
    expect(path()).toBe('/catalog');
    // The handed-out password is changed before anything else, at the address login led to.
    await page.getByRole('heading', { level: 1, name: 'Choose your own password' }).waitFor();
    await auditor.audit({ samePage: true });
    expect(await page.getByRole('link', { name: /^Wishlist/ }).count()).toBe(0);
    await page.getByLabel(/^New password/).fill('my-own-lantern-7');
    await page.getByLabel(/^Repeat the new password/).fill('my-own-lantern-7');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome, Nia Okoye' }).waitFor();
    expect(path()).toBe('/catalog');
    // Chosen once: the next login goes straight to the catalogue, with the new password.
    await logOut();
    await logIn('nia.okoye@example.com', 'my-own-lantern-7');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Nia Okoye' }).waitFor();
    expect(auditor.violations).toEqual([]);
  }, 120_000);

  it('a list keeps its sort and page in the address: reload and Back bring them back', async () => {
    await logIn('admin@example.com');
    await page.goto('/admin/users');
    const table = page.getByRole('grid', { name: 'Users' });
    const nameHeader = table.getByRole('columnheader', { name: 'Name' });
    await table.getByRole('link', { name: 'Alex Morgan' }).waitFor();
    await page.getByText('1 of 5', { exact: true }).waitFor();
    // Sorted by name, A to Z, by default; one press turns it to Z to A.
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await nameHeader.click();
    await page.waitForURL(/sort=name&direction=desc/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    await page.getByText('2 of 5', { exact: true }).waitFor();
    // Sorted by name from Z, the second page of ten starts with the eleventh name.
    await table.getByRole('link', { name: 'Priya Kumar' }).waitFor();

    await page.reload();
    await page.getByText('2 of 5', { exact: true }).waitFor();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await table.getByRole('link').first().textContent()).toBe('Priya Kumar');

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('page=2'));
    await page.getByText('1 of 5', { exact: true }).waitFor();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
  });

  it('staff without the delete key sees no Delete button; without its last users action key it is forbidden', async () => {
    await logIn('staff@example.com');
    await page.goto('/admin/users/6');
    await page.getByRole('heading', { level: 1, name: 'Dana Fox' }).waitFor();
    await auditor.audit({ samePage: true });
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await logOut();

    await logIn('admin@example.com');
    await setStaffUsersView(false);
    await logOut();

    await logIn('staff@example.com');
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'You can’t work in Users yet' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/users');
    await auditor.audit();
    await logOut();

    // Leave the shared server as it was for other journeys.
    await logIn('admin@example.com');
    await setStaffUsersView(true);
    expect(auditor.violations).toEqual([]);
    // Four logins on a shared machine.
  }, 180_000);

  it('on a narrow screen the sidebar is behind a Menu button that works by keyboard', async () => {
    await page.setViewportSize({ width: 600, height: 900 });
    await logIn('admin@example.com');
    await page.goto('/admin');
    await auditor.audit();
    const menu = page.getByRole('button', { name: 'Menu' });
    const sidebar = page.getByRole('navigation', { name: 'Admin areas' });
    expect(await sidebar.isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.focus();
    await page.keyboard.press('Enter');
    await sidebar.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await auditor.audit({ samePage: true });
    await sidebar.getByRole('link', { name: 'Roles' }).click();
    await page.waitForURL('**/admin/roles');
    await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor();
    expect(await sidebar.isVisible()).toBe(false);
    expect(auditor.violations).toEqual([]);
  }, 120_000);

  it('a role-2 user gets notFound at /admin', async () => {
    await page.goto('/login');
    await auditor.audit();
    await page.getByLabel('Email', { exact: true }).fill('maintenance@example.com');
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/catalog');
    await page.goto('/admin');
    await page.waitForURL('**/not-found');
    await auditor.audit();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(auditor.violations).toEqual([]);
  });
});
