// The operation documents journey, in Chromium against the built app and the local API over real
// HTTP: what the administrator's access allows is exactly what the customer sees under profile → documents.
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

async function logOut() {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
}

const folderTitle = 'Site survey 2026';

/** As the administrator: opens the journey's folder from the tree. */
async function openFolder() {
  await page.goto('/admin/operation-documents');
  const tree = page.getByRole('tree', { name: 'Folders' });
  await tree.getByRole('treeitem', { name: folderTitle }).click();
  await page.getByRole('heading', { level: 2, name: folderTitle }).waitFor();
}

/** As the customer: the names of the shared folders on profile → documents. */
async function sharedFolders() {
  await page.goto('/catalog/profile/documents');
  await page.getByRole('heading', { name: 'Documents' }).waitFor();
  await page.getByText('Loading your documents').waitFor({ state: 'detached' });
  await auditor.audit();
  const list = page.getByRole('list', { name: 'Shared folders' });
  return (await list.count()) === 0 ? [] : list.getByRole('link').allTextContents();
}

describe('admin operation documents journey', () => {
  it('a folder shared with a customer shows under their documents, with its file; unshared, it is gone', async () => {
    await logIn('admin@example.com');
    await page.goto('/admin/operation-documents');
    await page.getByRole('tree', { name: 'Folders' }).waitFor();
    await auditor.audit();

    // Create a top folder; it opens.
    await page.getByRole('button', { name: 'New folder' }).click();
    const create = page.getByRole('dialog', { name: 'New folder' });
    await create.getByRole('textbox', { name: 'Folder name' }).fill(folderTitle);
    await auditor.audit({ samePage: true });
    await create.getByRole('button', { name: 'Create folder' }).click();
    await page.getByRole('heading', { level: 2, name: folderTitle }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/operation-documents\/folder\/\d+$/);

    // Upload a document into it.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'survey-report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% survey\n'),
    });
    await page
      .getByRole('list', { name: `Documents in ${folderTitle}` })
      .getByRole('link', { name: 'survey-report.pdf' })
      .waitFor();
    await auditor.audit({ samePage: true });

    // Give the customer Jordan Lee access.
    await page.getByRole('button', { name: 'Access' }).click();
    const access = page.getByRole('dialog', { name: `Who can see ${folderTitle}` });
    await access.getByRole('combobox', { name: 'Customers' }).fill('Jordan');
    await page.getByRole('option', { name: 'Jordan Lee' }).click();
    await auditor.audit({ samePage: true });
    await access.getByRole('button', { name: 'Save access' }).click();
    await page.getByText('Customers: Jordan Lee').waitFor();
    await logOut();

    // The customer sees it, with the document inside.
    await logIn('customer@example.com');
    expect(await sharedFolders()).toContain(folderTitle);
    await page.getByRole('link', { name: folderTitle }).click();
    await page.getByRole('link', { name: 'survey-report.pdf' }).waitFor();
    await logOut();

    // Access removed: it is gone.
    await logIn('admin@example.com');
    await openFolder();
    await page.getByRole('button', { name: 'Access' }).click();
    const again = page.getByRole('dialog', { name: `Who can see ${folderTitle}` });
    const customers = again.getByRole('combobox', { name: 'Customers' });
    // From the keyboard: a click opens the choices, and their open list hides the rest of the dialog.
    await customers.focus();
    await customers.press('Backspace');
    await again.getByRole('button', { name: 'Save access' }).click();
    await page.getByText('Only staff: no customer or company yet.').waitFor();
    await logOut();

    await logIn('customer@example.com');
    expect(await sharedFolders()).not.toContain(folderTitle);
    // The folder's own page is not theirs any more: notFound.
    expect(auditor.violations).toEqual([]);
  }, 180_000);
});
