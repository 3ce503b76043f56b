// Demo mode (`npm run demo`): the app with its backend answered in the browser by @factory/mocks' service worker
// (the same handlers as Storybook, the tests and the local API), so it runs from Vite's dev server alone.
import { createWorker } from '@factory/mocks/browser';

await createWorker().start({ quiet: true, onUnhandledFrame: 'bypass' });
// The page's own entry: the demo plugin (vite.config.ts) marks the landing page's script with `?page=landing`.
const landing = new URL(import.meta.url).searchParams.get('page') === 'landing';
await (landing ? import('../landing/main.tsx') : import('../main.tsx'));
