// @factory/mocks: the mock backend (fixtures, in-memory database, MSW handlers, scenarios). Stories, tests and
// the app's demo mode import it; production code never does.
import { handlers } from './handlers/index.ts';
import { setNormalHandlers } from './scenarios.ts';

setNormalHandlers(handlers);

export { db, pinClock, plantUnsafeCover, resetDb, seedDataSize } from './db.ts';
export {
  type DemoAccount,
  demoAccounts,
  demoPassword,
  fixtureSeed,
  verificationTokens,
} from './fixtures/index.ts';
export { withManyProducts } from './fixtures/manyProducts.ts';
export { handlers } from './handlers/index.ts';
export { failedLoginMessage } from './handlers/session.ts';
export { lockedMessage, verificationLinkMessages } from './handlers/verification.ts';
export type { Endpoint } from './http/route.ts';
export { endpointOfHandler } from './http/route.ts';
export { heroImages } from './media/pictures.ts';
export { type ScenarioName, type ScenarioOptions, scenario, scenarioNames } from './scenarios.ts';
export {
  clearSessionCookies,
  type LoggedIn,
  loginAs,
  sessionCookieName,
  xsrfCookieName,
  xsrfHeaderName,
} from './session.ts';
