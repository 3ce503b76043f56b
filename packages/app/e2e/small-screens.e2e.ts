// Phones and small laptops, in Chromium against the built app and the local API over real HTTP:
// the catalogue's sticky header stays small while scrolling, and a customer's journey works at phone size,
// every page passing axe and reflowing at 320 px without page-level sideways scrolling (WCAG 1.4.10).
import type { Page } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { pageAuditor } from './audit.ts';
import { addToWishlist, type JourneyBrowser, launch, logIn, wishlistCount } from './browser.ts';

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 768 };

let browser: JourneyBrowser | undefined;
afterEach(async () => {
  await browser?.close();
});

/** Opens a fresh page of the given size with the demo customer logged in, on the catalog home. */
async function customerPage(viewport: { width: number; height: number }) {
  const launched = await launch(viewport);
  browser = launched.browser;
  const page = launched.page;
  await page.goto('/login');
  await logIn(page, 'customer@example.com');
  await page.waitForURL('**/catalog');
  return page;
}

/** Lets layout and resize observers catch up with a viewport change. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

describe('the catalogue header while scrolling', () => {
  it.each([
    { name: 'a phone', viewport: phone, limit: 64 },
    { name: 'a 1366 × 768 laptop', viewport: laptop, limit: 120 },
  ])('is at most $limit px tall on $name', async ({ viewport, limit }) => {
    const page = await customerPage(viewport);
    // The whole catalogue: a page of product cards taller than the screen.
    await page.goto('/catalog/products');
    await page.getByRole('main').getByRole('link').first().waitFor();
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY >= 300);
    await nextFrames(page);
    const header = await page.getByRole('banner').boundingBox();
    expect(header).not.toBeNull();
    // Still stuck to the top of the screen, and no taller than the limit.
    expect(header?.y).toBe(0);
    expect(header?.height).toBeLessThanOrEqual(limit);
  });
});

describe('at phone size', () => {
  it('a customer finds a product by search and by the category menu, wishes for it and changes the quantity', {
    timeout: 180_000,
  }, async () => {
    const launched = await launch(phone);
    browser = launched.browser;
    const page = launched.page;
    const { audit, violations } = pageAuditor(page);
    const tooWide: string[] = [];
    const banner = page.getByRole('banner');
    /** Opens the header's Menu from the keyboard (a press that lands while the page still lays out can be lost). */
    const openMenu = async () => {
      await banner.getByRole('button', { name: 'Menu', exact: true }).press('Enter');
      await page.getByRole('menu').first().waitFor();
    };
    /** The first product card's link (a category page lists its sub-categories as links too). */
    const productCard = () => page.getByRole('main').getByRole('article').getByRole('link').first();
    // The URL changes at once; \`check\` then waits for the new page's heading and for the network to settle.
    const arrivedAt = (url: string | RegExp) => page.waitForURL(url, { waitUntil: 'commit' });
    /** Audits the page with axe, then checks it at 320 px wide: no sideways scrolling of the page. */
    const check = async () => {
      await audit();
      await page.setViewportSize({ width: 320, height: phone.height });
      await nextFrames(page);
      const overflow = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
      if (overflow > 0) tooWide.push(`${page.url()} scrolls ${overflow} px sideways at 320 px`);
      await page.setViewportSize(phone);
      await nextFrames(page);
    };

    await page.goto('/login');
    await check();
    await logIn(page, 'customer@example.com');
    await arrivedAt('**/catalog');
    await check();

    // Search: the header's Search button opens the search field.
    await banner.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('dinosaur');
    await page.keyboard.press('Enter');
    await arrivedAt(/\/catalog\/products\?q=dinosaur/);
    await check();
    await productCard().click();
    await arrivedAt(/\/catalog\/product\//);
    await check();

    // The category menu: Menu → Categories → the first category → its first sub-category.
    await openMenu();
    await page.getByRole('menuitem', { name: 'Categories' }).click();
    await page.getByRole('menu').nth(1).getByRole('menuitem').first().click();
    await page.getByRole('menu').nth(2).getByRole('menuitem').nth(1).click();
    await arrivedAt(/\/catalog\/categories\/\d+\?sub=\d+/);
    await check();
    await productCard().click();
    await arrivedAt(/\/catalog\/product\//);
    await check();

    // Onto the wishlist; the badge joins the link's name ("Wishlist 6 items").
    const wishlistLink = banner.getByRole('link', { name: /^Wishlist/ });
    await addToWishlist(page);
    await wishlistLink.click();
    await arrivedAt('**/catalog/wishlist');
    await check();
    const quantities = page.getByRole('textbox', { name: /Quantity/ });
    const quantity = quantities.first();
    await quantity.fill('4');
    await quantity.press('Tab');
    await page.waitForLoadState('networkidle');
    expect(await quantity.inputValue()).toBe('4');
    // The badge counts the wishlist's items.
    expect(await quantities.count()).toBeGreaterThan(0);
    expect(await wishlistCount(wishlistLink)).toBe(await quantities.count());

    // Log out is in the menu as well.
    await openMenu();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await arrivedAt('**/login');
    expect(violations).toEqual([]);
    expect(tooWide).toEqual([]);
  });
});
