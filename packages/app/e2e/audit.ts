// Settling and axe-checking a page, for journeys that visit several pages of one Chromium page.
import type { Page } from 'playwright';
import { axeViolations } from './browser.ts';

/**
 * An auditor of `page`: `audit()` waits for the page to settle (a new level-one heading, nothing loading) and
 * records its axe violations in `violations`. `audit({ samePage: true })` checks the same page again (a dialog open).
 */
export function pageAuditor(page: Page) {
  const violations: string[] = [];
  let lastHeading = '';
  async function audit({ samePage = false } = {}) {
    await page.waitForFunction(
      ({ previous, samePage }) => {
        const heading = document.querySelector('h1');
        return (
          heading && (samePage || heading.textContent !== previous) && !document.querySelector('[role="progressbar"]')
        );
      },
      { previous: lastHeading, samePage },
    );
    await page.waitForLoadState('networkidle');
    lastHeading = (await page.locator('h1').first().textContent()) ?? '';
    violations.push(...(await axeViolations(page)));
  }
  return { audit, violations };
}
