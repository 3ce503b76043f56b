// The catalogue's pages as the server sends them (issue 27): drawn with the customer's data in the HTML itself, then
// taken over by the browser without a mismatch, without asking the server again for what the page already shows, and
// working as a page drawn in the browser does. A visitor without a session gets the shell, which sends them to log in.
import type { Browser, Page, Request } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAuditor } from './audit.ts';
import { launch, logInFromLoginPage } from './browser.ts';

let browser: Browser;
let page: Page;
let audit: ReturnType<typeof pageAuditor>['audit'];
let violations: string[];
/** Errors the page reported (React's hydration mismatches among them) and the API calls it made. */
let errors: string[];
let apiCalls: string[];

beforeEach(async () => {
  ({ browser, page } = await launch());
  ({ audit, violations } = pageAuditor(page));
  errors = [];
  apiCalls = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The Dinosaurs cover carries script on purpose (the XSS fixture): the sanitiser parses it in an inert document,
    // where Chromium reports the handler the CSP blocks there. Nothing runs; any other error counts.
    if (message.type() === 'error' && !message.text().startsWith('Executing inline event handler violates'))
      errors.push(message.text());
  });
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
});
afterEach(async () => {
  await browser.close();
});

/** The visible text of the page as the server sent it, before any script ran. */
const textOfHtml = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** Logs in as the customer and waits until the catalogue home has read everything it shows. */
async function logIn() {
  await logInFromLoginPage(page, 'customer@example.com');
  await page.waitForLoadState('networkidle');
  errors = [];
}

/** Opens a page by its address, as a reload or a shared link does, and waits until React has taken the HTML over. */
async function open(address: string): Promise<string> {
  apiCalls = [];
  const response = await page.goto(address);
  const html = (await response?.text()) ?? '';
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
  return html;
}

describe("the catalogue's pages come drawn from the server", () => {
  it('with the list, its count and the header in the HTML; the browser asks for none of it again', async () => {
    await logIn();
    const html = await open('/catalog/categories/2?sort=title&page=2');
    const text = textOfHtml(html);
    expect(text).toContain('Dinosaurs');
    expect(text).toContain('25–48 of 66');
    expect(text).toContain('Search products');
    // The cover's markup, sanitised on the server as in the browser: its image stays, its script and handlers do not.
    const markup = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    expect(markup).toContain('<img src="/media/categories/c-2.svg" alt="A roaring T-Rex">');
    expect(markup).not.toMatch(/onerror|alert|javascript:/);
    // Only the next page, fetched ahead while the buyer looks at this one.
    expect(apiCalls).toEqual(['GET /api/product?page=3&per_page=24&category_id=2&sort=title&direction=asc&facets=1']);
    expect(await page.getByRole('main').getByRole('status').textContent()).toBe('25–48 of 66');
    expect(await page.getByRole('list', { name: 'Products in Dinosaurs' }).getByRole('listitem').count()).toBe(24);
    await audit();

    // Taken over: a filter changes the list in the page, without loading another document.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator('label', { hasText: 'Indoor (34)' }).click();
    await expect.poll(() => page.getByRole('main').getByRole('status').textContent()).toBe('1–24 of 34');
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
  });

  it('the home, a search, a product and the wishlist too, and each stays in the page when a link is followed', async () => {
    await logIn();
    const pages = [
      { address: '/catalog', shows: 'Dinosaurs', calls: [] },
      // The search's next page is fetched ahead, as the category's is.
      {
        address: '/catalog/products?q=statue',
        shows: '1–24 of 66',
        calls: ['GET /api/product?page=2&per_page=24&q=statue&facets=1'],
      },
      { address: '/catalog/product/FG-HUM-0166-01', shows: 'FG-HUM-0166-01', calls: [] },
      { address: '/catalog/wishlist', shows: 'Send wishlist', calls: [] },
    ];
    for (const { address, shows, calls } of pages) {
      expect(textOfHtml(await open(address)), address).toContain(shows);
      expect(apiCalls, address).toEqual(calls);
      await audit();
    }
    // The header's link to the home works as it does on a page drawn in the browser.
    await page.getByRole('link', { name: 'Product catalog' }).click();
    await page.waitForURL('**/catalog');
    await page.getByRole('list', { name: 'Categories' }).waitFor();
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
  });

  it('a visitor without a session gets the shell, and the browser sends them to log in', async () => {
    const html = await (await page.goto('/catalog/categories/2'))?.text();
    expect(textOfHtml(html ?? '')).not.toContain('Dinosaurs');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
  });
});
