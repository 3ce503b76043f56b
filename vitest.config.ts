import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { BalancedSequencer } from './tooling/balancedSequencer.ts';
import { chromiumPath, testChromiumArgs } from './tooling/chromium.ts';
import StoryReport from './tooling/storyReport.ts';
import { sourceConditions, vanillaExtract } from './tooling/vite-shared.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

const unitTests = ['{packages,mocks,scripts,bench,tooling}/**/*.test.ts'];
const unitExcluded = ['**/node_modules/**', '**/dist/**'];
const isolatedUnitTests = '**/*.isolated.test.ts';

/**
 * The journeys' waits: one file at a time per process (they share its server's data), a minute per journey, and
 * `expect.poll` waiting up to 15 s for what the user would see (its own default, 1 s, is shorter than a busy machine
 * takes to hydrate a page or answer a call).
 */
const journeyTimes = {
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 15_000 } },
};

/** Journeys of the e2e folder that `npm test` runs against the reference Laravel app only (see laravel-journeys). */
const laravelOnlyJourneys = ['packages/app/e2e/catalogue.e2e.ts', 'packages/app/e2e/verify.e2e.ts'];

export default defineConfig({
  ...sourceConditions,
  // Each story shard pre-bundles its browser dependencies in its own folder: two servers writing one folder at once
  // (a fresh clone) could swap a bundle under a page that is loading it.
  ...(process.env.STORY_SHARD ? { cacheDir: `node_modules/.vite/story-shard-${process.env.STORY_SHARD}` } : {}),
  test: {
    // A story run also writes the reviewers' report of changed pictures (tooling/storyReport.ts); other runs do not.
    reporters: ['default', new StoryReport()],
    // `npm run test:stories` and `npm run test:e2e` run their files in two shards of about equal weight
    // (scripts/shards.mjs).
    sequence: { sequencer: BalancedSequencer },
    projects: [
      {
        // Pure logic, the API client and the mocks, in Node.
        extends: true,
        plugins: [vanillaExtract()],
        test: {
          name: 'unit',
          environment: 'node',
          include: unitTests,
          exclude: [...unitExcluded, isolatedUnitTests],
          // One module graph per worker, not per file: importing the packages again for each of 130 files was 85 % of
          // the run (195 s against 31 s on a busy machine). A file that needs its own graph says so in its name.
          isolate: false,
        },
      },
      {
        // The unit tests that need a module graph of their own: a `vi.mock` of a module others import, or an assertion
        // on process-wide state (the HTTP helper's shared call state) that another file's calls would change.
        extends: true,
        plugins: [vanillaExtract()],
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: [isolatedUnitTests],
          exclude: unitExcluded,
        },
      },
      {
        // End-to-end journeys: the built app and the local API over real HTTP, driven in Chromium by Playwright.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['packages/app/e2e/**/*.e2e.ts'],
          // The catalogue's and verification's journeys run against Laravel alone (laravel-journeys).
          exclude: laravelOnlyJourneys,
          globalSetup: ['packages/app/e2e/global-setup.ts'],
          ...journeyTimes,
        },
      },
      {
        // The main journeys in Chromium, Firefox and WebKit, one engine after another (packages/app/e2e-engines;
        // ENGINES=webkit for one). WebKit's MiniBrowser needs a display: run under xvfb-run (`npm run test:engines`).
        extends: true,
        test: {
          name: 'engines',
          environment: 'node',
          include: ['packages/app/e2e-engines/**/*.engines.ts'],
          globalSetup: ['packages/app/e2e-engines/global-setup.ts'],
          ...journeyTimes,
          // WebKit's classic WebDriver is a round trip per query: its longest journey takes about a minute.
          testTimeout: 180_000,
        },
      },
      {
        // The contract suite: @factory/api's calls over HTTP against the mocks' local API and the reference
        // Laravel app (laravel/), the same assertions for both; `npm run test:contract`.
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['contract/**/*.contract.ts'],
          globalSetup: ['contract/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The app's main journeys in Chromium against the built app served with the reference Laravel app behind it:
        // Laravel's own, the catalogue's and verification's, and the administrator's session-long walk (walk.e2e.ts
        // walks as the staff member in the e2e project).
        extends: true,
        test: {
          name: 'laravel-journeys',
          environment: 'node',
          include: ['packages/app/e2e/**/*.laravel.ts', ...laravelOnlyJourneys, 'packages/app/e2e/walk.e2e.ts'],
          globalSetup: ['packages/app/e2e/laravel-setup.ts'],
          ...journeyTimes,
        },
      },
      {
        // The fault run: the tours of every route against a server that injects faults; its own
        // command (`npm run test:faults`), as it takes minutes of 2 s delays.
        extends: true,
        test: {
          name: 'faults',
          environment: 'node',
          include: ['packages/app/e2e/**/*.tour.ts'],
          globalSetup: ['packages/app/e2e/global-setup.ts'],
          ...journeyTimes,
        },
      },
      {
        // Every story is a test in headless Chromium: play function, axe check, screenshot baseline.
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: ['./tooling/story-screenshots.ts'],
          // Story files share the page's origin (cookies, the mock session): one file at a time keeps them apart.
          fileParallelism: false,
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: testChromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1200, height: 900 },
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Anti-aliasing noise is ignored; any visible change (even one pixel of real colour) fails.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
