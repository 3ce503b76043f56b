// A fresh headless Chromium page per journey, and an axe check of whatever page it shows.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright';
import { inject } from 'vitest';
import { chromiumPath, testChromiumArgs } from '../../../tooling/chromium.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const baseUrl = () => inject('appUrl');

/**
 * One Chromium per test process, started on the first journey's launch: each journey's pages are in browser contexts
 * of their own, as apart as fresh browsers (cookies, storage, cache), without a browser's start per journey (about
 * 2.5 s of a busy two-core machine). Playwright closes it when the process ends.
 */
let chromiumOfProcess: Promise<Browser> | undefined;

/** A journey's browser: each page it opens in a context of its own (as `Browser.newPage` does), all closed together. */
export interface JourneyBrowser {
  newPage(options?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

/** A fresh browser and page; the viewport defaults to a desktop's 1280 × 900. */
export async function launch(
  viewport = { width: 1280, height: 900 },
): Promise<{ browser: JourneyBrowser; page: Page }> {
  chromiumOfProcess ??= chromium.launch({ executablePath: chromiumPath, args: testChromiumArgs });
  const chromiumBrowser = await chromiumOfProcess;
  const contexts: BrowserContext[] = [];
  const browser: JourneyBrowser = {
    async newPage(options) {
      const context = await chromiumBrowser.newContext(options);
      contexts.push(context);
      return context.newPage();
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close()));
    },
  };
  const page = await browser.newPage({ viewport, baseURL: baseUrl() });
  return { browser, page };
}

/** Fills the login form (the /login screen or the landing's dialog) with a demo account and submits it. */
export async function logIn(page: Page, email: string, password = 'password') {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Opens /login, lets `audit` check it (the login page's heading never changes, so it is audited as the same page),
 * logs in and waits for the catalogue.
 */
export async function logInFromLoginPage(
  page: Page,
  email: string,
  { password, audit }: { password?: string; audit?: () => Promise<void> } = {},
) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
  await audit?.();
  await logIn(page, email, password);
  await page.waitForURL('**/catalog');
}

/** The count the wishlist badge joins to the link's accessible name ("Wishlist 6 items"). */
export async function wishlistCount(wishlistLink: Locator) {
  return Number(/Wishlist (\d+) item/.exec(await wishlistLink.ariaSnapshot())?.[1]);
}

/** Presses the product page's "Add to wishlist" and waits for the toast confirming it. */
export async function addToWishlist(page: Page) {
  await page.getByRole('button', { name: /Add to wishlist/ }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /wishlist/i })
    .first()
    .waitFor();
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe on the page as it is now; returns the violations, described one per line. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy (no inline scripts) allows.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: { configure(spec: unknown): void; run(options: unknown): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // As in the stories: WCAG 2.2's target size (24 × 24 px), which axe leaves off, at whatever size the page is.
    axe.configure({ rules: [{ id: 'target-size', enabled: true }] });
    // Only violations are described in full: describing every passing element costs time and is not read.
    return (await axe.run({ resultTypes: ['violations'] })).violations;
  });
  return violations.map(
    (v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
