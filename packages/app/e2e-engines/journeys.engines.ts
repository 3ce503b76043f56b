// The main journeys in Chromium, Firefox and WebKit: the built app and the local API over real HTTP (global-setup.ts).
// Every journey fails on an uncaught error, an unhandled rejection, a CSP violation or a console error in its pages.
import { verificationTokens } from '@factory/mocks';
import { expect } from 'vitest';
import { holdRequests, inEveryEngine, logInOnLoginPage, onlyIn, textOf, waitForAddress } from './engines.ts';
import { type EngineSession, engineNames, type Query } from './session.ts';

const click = async (page: EngineSession, query: Query) => (await page.find(query)).click();
const fill = async (page: EngineSession, query: Query, text: string) => (await page.find(query)).fill(text);
const fieldValue = async (page: EngineSession, query: Query) =>
  (await page.find(query)).read((input) => (input as HTMLInputElement).value);
const address = async (page: EngineSession) => {
  const url = await page.url();
  return `${url.pathname}${url.search}`;
};
/** Waits until the query's element shows exactly `text`. */
const waitForText = (page: EngineSession, query: Query, text: string | RegExp) =>
  expect
    .poll(() => textOf(page, query), { timeout: 15_000 })
    .toMatch(text instanceof RegExp ? text : new RegExp(`^${text}$`));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The list of products' announced range ("1–24 of 34"). */
const range: Query = { role: 'status', within: { role: 'main' } };

inEveryEngine({
  'a visitor opens the login dialog, sends a partner enquiry and logs in from the dialog': async ({ page, step }) => {
    await page.goto('/');
    await page.find({ role: 'heading', level: 1 });
    await step('landing');
    await click(page, { role: 'button', name: 'Log in' });
    const dialog: Query = { role: 'dialog', name: 'Log in' };
    await page.find(dialog);
    await step('login dialog');
    await page.press('Escape');
    await page.waitFor(() => !document.querySelector('[role="dialog"]'), [], 'the dialog to close');

    // The enquiry form comes to life when it is shown; Send is enabled once it has.
    await click(page, { role: 'link', name: 'Become a partner' });
    const form: Query = { role: 'region', name: 'Become a partner' };
    await page.find({ role: 'button', name: 'Send application', enabled: true });
    await fill(page, { label: 'Email', within: form }, 'buyer@parks.example');
    await fill(page, { label: 'Company', within: form }, 'Lagoon Parks Ltd');
    await fill(page, { label: 'Comment', within: form }, 'We plan a dinosaur trail for 2027.');
    await click(page, { role: 'button', name: 'Send application' });
    const thanks: Query = { role: 'dialog', name: 'Thank you for your application' };
    expect(await textOf(page, thanks)).toContain('under review');
    await step('enquiry sent');
    await click(page, { role: 'button', name: 'Close', within: thanks });
    expect(await fieldValue(page, { label: 'Email', within: form })).toBe('');
    expect(await fieldValue(page, { label: 'Company', within: form })).toBe('');

    await click(page, { role: 'button', name: 'Log in' });
    await fill(page, { label: 'Email', within: dialog }, 'customer@example.com');
    await fill(page, { label: 'Password', within: dialog }, 'password');
    await click(page, { role: 'button', name: 'Log in', within: dialog });
    await waitForAddress(page, '/catalog');
    await page.find({ role: 'link', name: /^Wishlist \d+ item/ });
    await step('catalogue');
  },

  'a customer filters, pages, sorts and goes Back in a category the server drew, searches, fills the wishlist and opens the profile':
    async ({ page, step }) => {
      await logInOnLoginPage(page, 'customer@example.com');
      await page.find({ role: 'link', name: /^Wishlist \d+ item/ });
      await step('catalogue');

      // A full page load: the server draws the category, the browser takes it over.
      await page.goto('/catalog/categories/2');
      await waitForText(page, range, /^1–24 of \d/);
      await step('category');
      await click(page, { text: 'Indoor (34)' });
      await waitForText(page, range, '1–24 of 34');
      await click(page, { role: 'link', name: 'Next page', within: { role: 'navigation', name: 'Pages of products' } });
      await waitForText(page, range, '25–34 of 34');
      expect(await address(page)).toBe('/catalog/categories/2?choice=1&page=2');
      await step('filtered page 2');

      const list: Query = { role: 'list', name: 'Products in Dinosaurs' };
      expect(await page.count({ role: 'listitem', within: list })).toBe(10);
      const title = await textOf(page, { role: 'heading', within: list });
      await click(page, { role: 'link', name: title, within: list });
      await page.find({ role: 'heading', name: title, level: 1 });
      await step('product');
      await page.back();
      await waitForText(page, range, '25–34 of 34');
      expect(await address(page)).toBe('/catalog/categories/2?choice=1&page=2');

      // The sort is the browser's own select; a new sort starts at the first page.
      await (await page.find({ role: 'combobox', name: 'Sort by' })).choose('Title (A–Z)');
      await waitForAddress(page, /^\/catalog\/categories\/2\?choice=1&sort=title$/);
      await waitForText(page, range, '1–24 of 34');
      await step('sorted');

      // Search from the nav, then a product into the wishlist.
      await fill(page, { role: 'searchbox', name: 'Search products' }, 'dinosaur');
      await page.press('Enter');
      await waitForAddress(page, /^\/catalog\/products\?q=dinosaur/);
      await page.find({ role: 'list', name: 'Products found' });
      await step('search');
      // A product of its own per engine: the engines run one after another against one server, and a product
      // already on the wishlist offers no "Add to wishlist".
      const found: Query = { role: 'list', name: 'Products found' };
      const product = await textOf(page, { role: 'heading', within: found, nth: engineNames.indexOf(page.engine) });
      // The title's matched words are marked, and Testing Library's name computation drops the spaces at the marks'
      // edges ("BabyDinosaurin Egg"), which a screen reader does not: match the words, whatever the spacing.
      const words = product.split(/\s+/).map(escapeRegExp).join('\\s*');
      await click(page, { role: 'link', name: new RegExp(`^\\s*${words}\\s*$`), within: found });
      await waitForAddress(page, /^\/catalog\/product\//);
      await click(page, { role: 'button', name: /Add to wishlist/ });
      await page.find({ text: /wishlist/i, within: { role: 'region', name: 'Notifications' } });

      await click(page, { role: 'link', name: /^Wishlist/ });
      await waitForAddress(page, '/catalog/wishlist');
      const quantity: Query = { role: 'textbox', name: /Quantity/ };
      await fill(page, quantity, '4');
      await page.press('Tab');
      expect(await fieldValue(page, quantity)).toBe('4');
      const rows = await page.count(quantity);
      await page.find({ role: 'link', name: new RegExp(`^Wishlist ${rows} item`) });
      await step('wishlist');

      await click(page, { role: 'link', name: 'Profile' });
      await waitForAddress(page, '/catalog/profile/info');
      const tabs: Query = { role: 'tablist', name: 'Profile' };
      await page.find(tabs);
      await step('profile');
      // No scrollbar on the tab bar: its tabs fit the box they scroll in (a scrollbar showed in WebKit).
      expect(await (await page.find(tabs)).read((list) => list.scrollHeight - list.clientHeight)).toBe(0);
      await click(page, { role: 'tab', name: 'Documents' });
      await waitForAddress(page, '/catalog/profile/documents');
      await click(page, { role: 'button', name: 'Log out' });
      await waitForAddress(page, '/login');
    },

  'the administrator sorts and pages the users, saves a user and restores them, and opens products and files': async ({
    page,
    step,
  }) => {
    await logInOnLoginPage(page, 'admin@example.com');
    await page.goto('/admin/users');
    const table: Query = { role: 'grid', name: 'Users' };
    const nameHeader: Query = { role: 'columnheader', name: 'Name', within: table };
    await page.find({ role: 'link', name: 'Alex Morgan', within: table });
    await page.find({ text: '1 of 5' });
    await step('users');
    await click(page, nameHeader);
    await waitForAddress(page, /sort=name&direction=desc/);
    const sortOf = async () => (await page.find(nameHeader)).read((header) => header.getAttribute('aria-sort'));
    await expect.poll(sortOf, { timeout: 15_000 }).toBe('descending');
    await step('users sorted');
    await click(page, { role: 'button', name: 'Next page' });
    await waitForAddress(page, /page=2/);
    await page.find({ text: '2 of 5' });
    await page.find({ role: 'link', name: 'Priya Kumar', within: table });
    expect(await sortOf()).toBe('descending');
    await step('users sorted page 2');

    await page.goto('/admin/users/6');
    await page.find({ role: 'heading', name: 'Dana Fox', level: 1 });
    const name: Query = { role: 'textbox', name: 'Name' };
    await page.find({ role: 'switch', name: 'Users (User management): View' });
    await step('user');
    // Each permission group's legend is as wide as its text, so the group's border runs on beside it (WebKit
    // stretched the legend of a flex fieldset across the whole group).
    const legends = await page.evaluate(() =>
      [...document.querySelectorAll('fieldset > legend')].map((legend) => {
        const text = document.createRange();
        text.selectNodeContents(legend);
        const style = getComputedStyle(legend);
        const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
        return Math.round(legend.getBoundingClientRect().width - text.getBoundingClientRect().width - padding);
      }),
    );
    expect(legends.length).toBeGreaterThan(0);
    expect(legends.filter((extra) => extra > 1)).toEqual([]);

    await fill(page, name, 'Dana Fox Jr');
    await click(page, { role: 'button', name: 'Save' });
    await page.find({ role: 'heading', name: 'Dana Fox Jr', level: 1 });
    await step('user saved');
    await fill(page, name, 'Dana Fox');
    await click(page, { role: 'button', name: 'Save' });
    await page.find({ role: 'heading', name: 'Dana Fox', level: 1 });

    await click(page, { role: 'link', name: 'Products', within: { role: 'navigation', name: 'Admin areas' } });
    await waitForAddress(page, '/admin/product-item');
    await page.find({ role: 'grid', name: 'Products' });
    await step('products');

    await click(page, { role: 'link', name: 'File manager', within: { role: 'navigation', name: 'Admin areas' } });
    await waitForAddress(page, '/admin/files');
    // Once the folder is listed: pressed while the list still loads, the button moves under the pointer.
    await page.find({ role: 'list', name: 'Files in All files' });
    await step('files');
    await click(page, { role: 'button', name: 'New folder' });
    const newFolder: Query = { role: 'dialog', name: 'New folder in All files' };
    await page.find(newFolder);
    await step('files dialog');
    await click(page, { role: 'button', name: 'Cancel', within: newFolder });
    await page.waitFor(() => !document.querySelector('[role="dialog"]'), [], 'the dialog to close');
  },

  'an invited person opens a verify link, logs in, goes through the tabs and reaches the Submit dialog': async ({
    page,
    step,
  }) => {
    await page.goto(`/verify-product?token=${verificationTokens.complete}`);
    await waitForAddress(page, '/login');
    await page.find({ role: 'button', name: 'Log in', enabled: true });
    await fill(page, { label: 'Email' }, 'customer@example.com');
    await fill(page, { label: 'Password' }, 'password');
    await click(page, { role: 'button', name: 'Log in' });
    await waitForAddress(page, '/verify-product');
    await page.find({ role: 'heading', name: 'Verify product', level: 1 });
    const tabs: Query = { role: 'tablist' };
    await page.find(tabs);
    await step('verify');
    expect(await (await page.find(tabs)).read((list) => list.scrollHeight - list.clientHeight)).toBe(0);
    await click(page, { role: 'tab', name: /^Images/ });
    await page.find({ role: 'list', name: 'Images of the product' });
    await step('images tab');
    await click(page, { role: 'tab', name: 'Restrictions and exemptions' });
    await click(page, { role: 'button', name: 'Save' });
    const submit: Query = { role: 'alertdialog', name: 'Submit this product?' };
    await page.find(submit);
    await step('submit dialog');
    await click(page, { role: 'button', name: 'Cancel', within: submit });
    await page.waitFor(() => !document.querySelector('[role="alertdialog"]'), [], 'the dialog to close');
  },

  // Firefox and WebKit fail a module load as the page is left (Chromium lets it finish, and may have it cached).
  'a customer leaves the catalogue home while its carousel code is still loading, and nothing fails': onlyIn(
    ['firefox', 'webkit'],
    async ({ page, step }) => {
      // The seasonal carousel's code (loaded after the home's first paint) does not arrive before the customer leaves.
      // Held from the first visit on: once it has arrived, the browser keeps it and never asks again.
      const carousel = await holdRequests('/SeasonalProducts-');
      try {
        await logInOnLoginPage(page, 'customer@example.com');
        await expect.poll(carousel.waiting, { timeout: 15_000 }).toBeGreaterThan(0);
        await step('home, carousel loading');
        await page.goto('/catalog/wishlist');
        await page.find({ role: 'heading', name: 'Wishlist', level: 1 });
        await step('left for the wishlist');
      } finally {
        await carousel.release();
      }
    },
  ),
});
