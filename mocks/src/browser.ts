// In the browser: Storybook's worker and the app's demo mode answer from the same handlers.
import { setupWorker } from 'msw/browser';
import { handlers } from './index.ts';

export * from './index.ts';

/** A service worker with every handler installed (call `start()` on it). */
export const createWorker = () => setupWorker(...handlers);
