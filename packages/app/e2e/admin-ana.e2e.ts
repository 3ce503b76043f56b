// The cargo-analysis journey, in Chromium against the built app and the local API over real HTTP.
// Every page visited is checked with axe (zero violations).
import type { Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAuditor } from './audit.ts';
import { type JourneyBrowser, launch, logIn } from './browser.ts';

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

/** A table's rows as text, cells joined by ` | ` (header row first). */
const rowsOf = (caption: string) =>
  page
    .getByRole('table', { name: caption })
    .evaluate((table) =>
      Array.from((table as HTMLTableElement).rows, (row) =>
        Array.from(row.cells, (cell) => cell.textContent?.trim()).join(' | '),
      ),
    );

describe('admin journeys: analysis', () => {
  it("cargo analysis of a customer's wishlist shows the container count", async () => {
    await page.goto('/login');
    await logIn(page, 'admin@example.com');
    await page.waitForURL('**/catalog');
    await page.goto('/admin/analysis/cargo');
    await auditor.audit();
    // Dana Fox's seeded wishlist: 1 × 519.03 + 6 × 26.68 + 5 × 0.33 + 4 × 30.18 = 801.48 m³ and
    // 2132.3 + 6 × 1918.2 + 5 × 14.9 + 4 × 218.8 = 14,591.2 kg.
    await page.getByRole('button', { name: /Customer/ }).click();
    await page.getByRole('option', { name: 'Dana Fox' }).click();
    await page.getByRole('button', { name: 'Load wishlist' }).click();
    await page.getByText("Dana Fox's wishlist: 4 products loaded.").waitFor();
    expect(await page.getByText('801.48 m³').isVisible()).toBe(true);
    expect(await page.getByText('14,591.2 kg').isVisible()).toBe(true);
    // 801.48 / 33.2 = 24.1 → 25; 801.48 / 67.7 = 11.8 → 12; 801.48 / 76.3 = 10.5 → 11 (the weight needs 1 of each).
    const rows = await rowsOf('Containers needed');
    expect(rows.map((row) => row.split(' | ').slice(0, 4).join(' | '))).toEqual([
      'Container | Inner volume | Payload | Containers',
      '20 ft | 33.2 m³ | 28,200 kg | 25',
      '40 ft | 67.7 m³ | 26,700 kg | 12',
      '40 ft HC | 76.3 m³ | 26,500 kg | 11',
    ]);
    // The chart (lazily loaded Recharts) is drawn, hidden from assistive technology beside its table.
    await page.locator('[data-testid="chart"] .recharts-bar-rectangle').first().waitFor();
    await auditor.audit({ samePage: true });
    expect(auditor.violations).toEqual([]);
  });
});
