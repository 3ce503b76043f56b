// Demo mode (`npm run demo`): the app with its backend answered in the browser by @factory/mocks' service worker
// (the same handlers as Storybook, the tests and the local API), so it runs from Vite's dev server alone.
import { createWorker } from '@factory/mocks/browser';

await createWorker().start({ quiet: true, onUnhandledFrame: 'bypass' });
await import('../main.tsx');
