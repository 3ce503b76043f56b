// Test support: the mock backend in Node for one test file, and an @factory/api client with a cookie jar.
import { type ApiError, configureApi, login, resetApiConfig } from '@factory/api';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { type CookieJar, createCookieJar, createServer, type DemoAccount, demoAccounts, resetDb } from '../node.ts';

export const origin = 'http://factory.test';

interface MockApi {
  server: ReturnType<typeof createServer>;
  /** The client's cookies (what a browser would hold); fresh for each test. */
  jar: CookieJar;
}

/** Starts the handlers for the file; every test gets the fixtures afresh, no session and a fresh client. */
export function useMockApi(): MockApi {
  const api = { server: createServer(), jar: createCookieJar() };
  beforeAll(() => api.server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    resetDb();
    api.jar = createCookieJar();
    configureApi({ baseUrl: origin, fetch: api.jar.fetch, readCookie: api.jar.readCookie });
  });
  afterEach(() => {
    api.server.resetHandlers();
    resetApiConfig();
  });
  afterAll(() => api.server.close());
  return api;
}

/** Logs in through the real calls (csrf cookie, then POST /login). */
export const loginWith = (account: DemoAccount) =>
  login({ email: demoAccounts[account].email, password: demoAccounts[account].password, remember: false });

/** The ApiError a call rejects with; fails the test if the call succeeds. */
export const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call succeeded'),
    (e: unknown) => e as ApiError,
  );
