import type { Page } from 'playwright';

/** What the probe logs once a page has painted its first data row. */
export const firstRowMessage = 'bench: first row painted';

/**
 * Opens a benchmark page and waits for its first painted data row. It listens for the probe's message instead of
 * polling the page: Playwright's first evaluation installs its own script (about 20 ms of the page's main thread),
 * which would otherwise land between the table's render and its first frame.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  const painted = page.waitForEvent('console', {
    predicate: (message) => message.text() === firstRowMessage,
    timeout: 120_000,
  });
  await Promise.all([painted, page.goto(url)]);
}
