// One small driver interface over the three engines: Chromium and Firefox through puppeteer-core (DevTools protocol
// and WebDriver BiDi), WebKitGTK through selenium-webdriver (classic WebDriver to WebKitWebDriver). Elements are found
// in the page by Testing Library's queries (probe.js), so a journey reads the same in every engine.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { chromiumArgs, chromiumPath } from '../../../tooling/chromium.ts';

export const engineNames = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof engineNames)[number];

/** A text to match: a string is matched whole (Testing Library's default), a RegExp as a pattern. */
type Text = string | RegExp;
/** What a user sees: an element by role and accessible name, by its label, or by its text. */
export type Query = ({ role: string; name?: Text; level?: number } | { label: Text } | { text: Text }) & {
  within?: Query;
  nth?: number;
  /** Only an element that is not disabled. */
  enabled?: boolean;
};
type WireText = string | { source: string; flags: string };

const wire = (query: Query): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(query).map(([key, value]): [string, unknown] => [
      key,
      value instanceof RegExp
        ? ({ source: value.source, flags: value.flags } satisfies WireText)
        : key === 'within'
          ? wire(value as Query)
          : value,
    ]),
  );
const describeQuery = (query: Query) => JSON.stringify(wire(query));

/** An element found by a query; what a journey does with it. */
export interface Found {
  click(): Promise<void>;
  /** Replaces the field's text with `text`, typed key by key. */
  fill(text: string): Promise<void>;
  /** Picks the option with this text in a native select, as the browser's own picker does. */
  choose(optionText: string): Promise<void>;
  /** Runs `fn` on the element in the page. */
  read<T>(fn: (element: HTMLElement) => T): Promise<T>;
}

export interface EngineSession {
  readonly engine: EngineName;
  goto(pathAndQuery: string): Promise<void>;
  url(): Promise<URL>;
  back(): Promise<void>;
  /** Waits (up to `timeout` ms) for the query to match a visible element. */
  find(query: Query, timeout?: number): Promise<Found>;
  count(query: Query): Promise<number>;
  press(key: 'Enter' | 'Tab' | 'Escape'): Promise<void>;
  /** Runs a function in the page (its source is sent, so it may use only its arguments and the page's globals). */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** Waits until `fn` is truthy in the page. */
  waitFor<A extends unknown[]>(fn: (...args: A) => unknown, args: A, message: string, timeout?: number): Promise<void>;
  /** Writes a PNG of the viewport as the user sees it now (after two frames). */
  screenshot(file: string): Promise<void>;
  /** The page errors recorded since the last fresh start (uncaught errors, rejections, CSP violations, console.error). */
  errors(): Promise<string[]>;
  /** A clean slate between journeys: no cookies, no storage, no recorded errors. */
  fresh(): Promise<void>;
  close(): Promise<void>;
}

const defaultTimeout = 15_000;
const viewport = { width: 1280, height: 900 };
const twoFrames = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
/** Selects a native select's option by its text and tells the page, as a choice in the browser's picker does. */
function chooseOption(select: HTMLElement, optionText: string) {
  const element = select as HTMLSelectElement;
  const option = [...element.options].find((candidate) => candidate.text === optionText);
  if (!option) throw new Error(`no option ${optionText}`);
  element.value = option.value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}
const keyOf = { Enter: Key.ENTER, Tab: Key.TAB, Escape: Key.ESCAPE } as const;

export async function launchEngine(engine: EngineName, baseUrl: string): Promise<EngineSession> {
  // A real locale, as a customer's machine has: under C.UTF-8 WebKit's navigator.language is "C".
  const lang = process.env.LANG && !/^(C|POSIX)\b/.test(process.env.LANG) ? process.env.LANG : 'en_US.UTF-8';
  return engine === 'webkit'
    ? launchWebKit(baseUrl, { ...process.env, LANG: lang, LC_ALL: '' })
    : launchPuppeteer(engine, baseUrl);
}

async function launchPuppeteer(engine: 'chromium' | 'firefox', baseUrl: string): Promise<EngineSession> {
  const browser: Browser =
    engine === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          protocol: 'webDriverBiDi',
          executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
          headless: true,
          defaultViewport: viewport,
        })
      : await puppeteer.launch({
          executablePath: chromiumPath,
          args: chromiumArgs.filter((arg) => arg !== '--headless'),
          headless: true,
          defaultViewport: viewport,
        });
  let context = await browser.createBrowserContext();
  let page: Page = await context.newPage();

  const wrap = (handle: ElementHandle<HTMLElement>): Found => ({
    async click() {
      // In the middle of the window, as a person scrolls to it: a client scrolls it only as far as the edge, where
      // the sticky header covers it (and takes the press: Log out).
      await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await handle.click();
    },
    async fill(text) {
      await handle.evaluate((element) => {
        (element as unknown as HTMLInputElement).focus();
        (element as unknown as HTMLInputElement).select();
      });
      await page.keyboard.type(text);
    },
    choose: (optionText) => handle.evaluate(chooseOption, optionText),
    read: (fn) => handle.evaluate(fn as never) as never,
  });

  const session: EngineSession = {
    engine,
    async goto(to) {
      await page.goto(new URL(to, baseUrl).href, { waitUntil: 'load' });
    },
    url: async () => new URL(page.url()),
    async back() {
      await page.goBack();
    },
    async find(query, timeout = defaultTimeout) {
      const handle = await page
        .waitForFunction(
          (q) => (globalThis as never as Probe).__engines?.find(q),
          { timeout, polling: 100 },
          wire(query),
        )
        .catch((error: Error) => {
          throw new Error(`${engine}: nothing matches ${describeQuery(query)} (${error.message})`);
        });
      return wrap(handle.asElement() as ElementHandle<HTMLElement>);
    },
    count: (query) => page.evaluate((q) => (globalThis as never as Probe).__engines.count(q), wire(query)),
    press: (key) => page.keyboard.press(key),
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    async waitFor(fn, args, message, timeout = defaultTimeout) {
      await page
        .waitForFunction(fn as never, { timeout, polling: 100 }, ...(args as unknown as never[]))
        .catch((error: Error) => {
          throw new Error(`${engine}: ${message} (${error.message})`);
        });
    },
    async screenshot(file) {
      await page.evaluate(twoFrames);
      mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file as `${string}.png` });
    },
    errors: () => page.evaluate(() => (globalThis as never as Probe).__engines?.errors() ?? []),
    async fresh() {
      await context.close();
      context = await browser.createBrowserContext();
      page = await context.newPage();
    },
    close: () => browser.close(),
  };
  return session;
}

interface Probe {
  __engines: {
    find(query: unknown): HTMLElement | null;
    count(query: unknown): number;
    errors(): string[];
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * WebKitGTK's own WebDriver server driving MiniBrowser in automation mode. MiniBrowser has no headless mode: the run
 * sits under Xvfb (`xvfb-run`, see run.ts). It inherits this process's LANG, which sets navigator.language.
 */
async function launchWebKit(baseUrl: string, env: NodeJS.ProcessEnv): Promise<EngineSession> {
  const port = await freePort();
  const server: ChildProcess = spawn(process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver', [`--port=${port}`], {
    env,
    stdio: 'ignore',
  });
  const driver: WebDriver = await connect(port);
  await driver
    .manage()
    .window()
    .setRect({ x: 0, y: 0, width: viewport.width, height: viewport.height + 80 });

  const element = (found: WebElement): Found => ({
    async click() {
      // In the middle of the window, as in the other engines (a sticky header covers the window's edge).
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' });", found);
      await found.click();
    },
    async fill(text) {
      await driver.executeScript('arguments[0].focus(); arguments[0].select();', found);
      await driver.actions().sendKeys(text).perform();
    },
    choose: (optionText) =>
      driver.executeScript(`(${chooseOption.toString()})(arguments[0], arguments[1]);`, found, optionText),
    read: (fn) => driver.executeScript(`return (${fn.toString()})(arguments[0]);`, found),
  });
  const evaluate = <T>(fn: (...args: never[]) => unknown, ...args: unknown[]) =>
    driver.executeScript<T>(`return (${fn.toString()}).apply(null, arguments);`, ...args);

  const session: EngineSession = {
    engine: 'webkit',
    goto: (to) => driver.get(new URL(to, baseUrl).href),
    url: async () => new URL(await driver.getCurrentUrl()),
    back: () => driver.navigate().back(),
    async find(query, timeout = defaultTimeout) {
      const found = await driver
        .wait(
          () =>
            driver.executeScript<WebElement | null>(
              'return window.__engines ? window.__engines.find(arguments[0]) : null;',
              wire(query),
            ),
          timeout,
        )
        .catch((error: Error) => {
          throw new Error(`webkit: nothing matches ${describeQuery(query)} (${error.message})`);
        });
      return element(found as WebElement);
    },
    count: (query) => driver.executeScript<number>('return window.__engines.count(arguments[0]);', wire(query)),
    press: (key) => driver.actions().sendKeys(keyOf[key]).perform(),
    evaluate: (fn, ...args) => evaluate(fn as never, ...args),
    async waitFor(fn, args, message, timeout = defaultTimeout) {
      await driver
        .wait(() => evaluate(fn as never, ...args), timeout)
        .catch((error: Error) => {
          throw new Error(`webkit: ${message} (${error.message})`);
        });
    },
    async screenshot(file) {
      await evaluate(twoFrames);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    errors: () => driver.executeScript<string[]>('return window.__engines ? window.__engines.errors() : [];'),
    async fresh() {
      // Any page of the origin, to reach its cookies and storage; the probe's own script is the lightest.
      await driver.get(new URL('/__engines/probe.js', baseUrl).href);
      await driver.manage().deleteAllCookies();
      await driver.executeScript('sessionStorage.clear(); localStorage.clear();');
    },
    async close() {
      await driver.quit().catch(() => undefined);
      server.kill();
    },
  };
  return session;
}

/** A WebDriver session once the server listens (it takes a moment to start). */
async function connect(port: number): Promise<WebDriver> {
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': {
      binary: process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      args: ['--automation'],
    },
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      return await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(capabilities).build();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 200));
    }
  }
}

/** WebKit started with another environment (a LANG under which navigator.language differs). */
export const launchWebKitWith = (baseUrl: string, env: NodeJS.ProcessEnv) => launchWebKit(baseUrl, env);
