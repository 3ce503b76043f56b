// Bulk work and export in an admin list, in Chromium against the built app and the local API over real
// HTTP: two areas selected together are deleted after one confirmation that names the count and come back with the
// toast's Undo; the users found by a search are exported as the CSV the list shows. Every page visited is checked
// with axe (zero violations).
import { readFile } from 'node:fs/promises';
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

/** A list's first-column names, once its rows are there. */
async function firstColumn(list = 'Areas'): Promise<string[]> {
  const grid = page.getByRole('grid', { name: list });
  await grid.getByRole('rowheader').first().waitFor();
  return grid.getByRole('rowheader').allTextContents();
}

describe('admin: bulk delete', () => {
  it('deletes two selected areas after one confirmation, and Undo in the toast brings both back', async () => {
    await logInFromLoginPage(page, 'admin@example.com');
    await page.goto('/admin/areas');
    expect(await firstColumn()).toEqual(expect.arrayContaining(['Africa', 'Asia']));
    const grid = page.getByRole('grid', { name: 'Areas' });
    // React Aria's checkbox input is visually hidden under the box it draws: the click lands on the box (force skips
    // the check that the input itself is on top), as a user's does.
    const tick = (name: string) => grid.getByRole('checkbox', { name }).check({ force: true });
    await tick('Select Africa');
    await tick('Select Asia');
    await page.getByText('2 selected', { exact: true }).waitFor();
    await auditor.audit();

    await page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete 2 areas?' });
    await dialog.getByText('The 2 areas will be moved to the recycle bin.').waitFor();
    await auditor.audit({ samePage: true });
    await dialog.getByRole('button', { name: 'Delete 2 areas' }).click();
    await page.getByText('2 areas were deleted.', { exact: true }).waitFor();
    await grid.getByRole('rowheader', { name: 'Asia', exact: true }).waitFor({ state: 'detached' });
    expect(await firstColumn()).not.toEqual(expect.arrayContaining(['Africa']));
    expect(await firstColumn()).not.toEqual(expect.arrayContaining(['Asia']));
    await auditor.audit({ samePage: true });

    // The toast stays while it offers Undo.
    await page.waitForTimeout(3500);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('2 areas were restored.', { exact: true }).waitFor();
    await grid.getByRole('rowheader', { name: 'Asia', exact: true }).waitFor();
    expect(await firstColumn()).toEqual(expect.arrayContaining(['Africa', 'Asia']));
    await auditor.audit({ samePage: true });
    expect(auditor.violations).toEqual([]);
  });

  it('exports the rows a search finds, in the list order and columns', async () => {
    await logInFromLoginPage(page, 'admin@example.com');
    await page.goto('/admin/users?search=chloe');
    const shown = await firstColumn('Users');
    expect(shown.length).toBeGreaterThan(1);
    await auditor.audit();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('users.csv');
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Email,Role,Active');
    // One line per user the list shows, in its order (sorted by name), each starting with the user's name.
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown);
    await page.getByText(`${shown.length} users exported.`, { exact: true }).waitFor();
    expect(auditor.violations).toEqual([]);
  });
});
