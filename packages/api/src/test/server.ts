// Test support (not exported): an MSW server in Node with small inline handlers per test, and a cookie jar
// the API reads from as a browser would read document.cookie.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureApi, resetApiConfig } from '../http/config.ts';

export const origin = 'http://api.test';
export const server = setupServer();

/** Cookies the client "has"; tests set and change them. */
export const cookieJar = new Map<string, string>();

/** Starts the server for the file; every test starts with no handlers, no cookies and a fresh configuration. */
export function useTestServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    cookieJar.clear();
    configureApi({ baseUrl: origin, readCookie: (name) => cookieJar.get(name) });
  });
  afterEach(() => {
    server.resetHandlers();
    resetApiConfig();
  });
  afterAll(() => server.close());
}

/** A URL of the test API. */
export const at = (path: string) => `${origin}${path}`;
