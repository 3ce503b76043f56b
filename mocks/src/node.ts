// In Node: unit tests intercept fetch with `setupServer`; `createCookieJar` gives Node clients browser-like cookies.
import { setupServer } from 'msw/node';
import { handlers } from './index.ts';
import './media/svgWindow.node.ts';

export { mediaHandlers } from './handlers/media.ts';
export * from './index.ts';
export { seedData } from './seedData.ts';
export { type CookieJar, createCookieJar } from './server/cookieJar.ts';
export { dataSizeFromEnv } from './server/dataSize.ts';
export { defaultFaultPlan, type FaultPlan, type FaultTally, faultInjector, seededRandom } from './server/faults.ts';
export { type ApiServer, type ApiServerOptions, startApiServer } from './server/httpServer.ts';

/** An MSW server with every handler installed: `server.listen()` in `beforeAll`, `server.close()` after. */
export const createServer = () => setupServer(...handlers);
