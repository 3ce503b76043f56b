// The catalogue's pages as the server sends them: drawn with the customer's data in the HTML itself, then
// taken over by the browser without a mismatch, without asking the server again for what the page already shows, and
// working as a page drawn in the browser does. A visitor without a session gets the shell, which sends them to log in.
import type { Page, Request } from 'playwright';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageAuditor } from './audit.ts';
import { type JourneyBrowser, launch, logInFromLoginPage } from './browser.ts';

let browser: JourneyBrowser;
let page: Page;
let audit: ReturnType<typeof pageAuditor>['audit'];
let violations: string[];
/** Errors the page reported (React's hydration mismatches among them) and the API calls it made. */
let errors: string[];
let apiCalls: string[];
/** The API calls sent and not yet answered. */
let pendingApiCalls: Set<Request>;

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
  pendingApiCalls = new Set();
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    apiCalls.push(`${request.method()} ${url.pathname}${url.search}`);
    pendingApiCalls.add(request);
  });
  page.on('requestfinished', (request) => pendingApiCalls.delete(request));
  page.on('requestfailed', (request) => pendingApiCalls.delete(request));
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

/** Logs in as a customer (the demo one unless named) and waits until the catalogue home has read everything it shows. */
async function logIn(email = 'customer@example.com') {
  await logInFromLoginPage(page, email);
  // The home is drawn in the browser after the login, so the document's network went idle on /login already: wait for
  // the home's categories, then for the reads it sent with them, or a late one would count against the next page.
  await page.getByRole('list', { name: 'Categories' }).waitFor();
  await expect.poll(() => pendingApiCalls.size).toBe(0);
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
  // Light Sculptures: a category no other journey changes (they run against the same server, in any order).
  it('with the list, its count and the header in the HTML; the browser asks for none of it again', async () => {
    await logIn();
    const text = textOfHtml(await open('/catalog/categories/7?sort=title&page=2'));
    expect(text).toContain('Light Sculptures');
    expect(text).toContain('25–37 of 37');
    expect(text).toContain('Search products');
    // The last page: nothing to fetch ahead.
    expect(apiCalls).toEqual([]);
    expect(await page.getByRole('main').getByRole('status').textContent()).toBe('25–37 of 37');
    expect(await page.getByRole('list', { name: 'Products in Light Sculptures' }).getByRole('listitem').count()).toBe(
      13,
    );
    await audit();

    // Taken over: a filter changes the list in the page, without loading another document.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator('label', { hasText: 'Outdoor (14)' }).click();
    await expect.poll(() => page.getByRole('main').getByRole('status').textContent()).toBe('1–14 of 14');
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
  });

  it("with a category's cover sanitised as the browser sanitises it", async () => {
    await logIn();
    const html = await open('/catalog/categories/2');
    // The Dinosaurs' cover is the fixtures' hostile markup: its image stays, its script, handler and link do not.
    const markup = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    expect(markup).toContain('<img src="/media/categories/c-2.svg" alt="A roaring T-Rex">');
    expect(markup).not.toMatch(/onerror|alert|javascript:/);
    expect(errors).toEqual([]);
  });

  it('the home, a search, a product and the wishlist too, and each stays in the page when a link is followed', async () => {
    await logIn();
    const pages = [
      { address: '/catalog', shows: 'Dinosaurs', calls: [] },
      // The search's next page is fetched ahead, as the category's is.
      {
        address: '/catalog/products?q=arch',
        shows: '1–24 of 29',
        calls: ['GET /api/product?page=2&per_page=24&q=arch&facets=1'],
      },
      { address: '/catalog/product/XM-ARCH-0200-01', shows: 'Star Arch Lighted Arch', calls: [] },
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

  it("a restricted customer's home comes with the note on the account's ranges, which the browser does not read again", async () => {
    await logIn('mateo.rossi@example.com');
    const text = textOfHtml(await open('/catalog'));
    expect(text).toContain(
      'Your account shows 3 ranges: Christmas Decorations, Halloween Decorations and Easter Decorations',
    );
    expect(apiCalls).toEqual([]);
    expect(await page.getByRole('link', { name: 'sales@example.com' }).getAttribute('href')).toBe(
      'mailto:sales@example.com',
    );
    expect(errors).toEqual([]);
  });

  it('a tap before the app has taken the page over is not lost: it is answered once the app has it', async () => {
    await logIn();
    // The app's code held back, as on a slow phone: the page is there, the app is not yet.
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => {
      releaseApp = resolve;
    });
    await page.route(/\/build\/assets\/start-[^/]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto('/catalog/categories/7');
    await page.locator('label', { hasText: 'Outdoor (14)' }).click();
    expect(await page.getByRole('main').getByRole('status').textContent()).toBe('1–24 of 37');
    releaseApp();
    await expect.poll(() => page.getByRole('main').getByRole('status').textContent()).toBe('1–14 of 14');
    expect(await page.getByRole('checkbox', { name: 'Outdoor (14)' }).isChecked()).toBe(true);
    expect(documents).toEqual(['/catalog/categories/7']);
    expect(errors).toEqual([]);
  });

  it('a visitor without a session gets the shell, and the browser sends them to log in', async () => {
    const html = await (await page.goto('/catalog/categories/2'))?.text();
    expect(textOfHtml(html ?? '')).not.toContain('Dinosaurs');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
  });
});
