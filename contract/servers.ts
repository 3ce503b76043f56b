// One contract, several servers: each test file's suites run once per server with the same assertions.
import { ApiError, configureApi, resetApiConfig } from '@factory/api';
import { type CookieJar, createCookieJar } from '@factory/mocks/node';
import { afterEach, beforeEach, describe, inject } from 'vitest';

export interface ContractServer {
  /** `mocks`, `laravel`, or the URL of a real backend. */
  name: string;
  url: string;
  /** A customer account to log in with. */
  account: { email: string; password: string };
  /** Holds the mocks' fixtures (demo accounts, products, verification links): the checks of seeded data run. */
  seeded: boolean;
  /** May be written to; a real backend is only read unless `--write` is given. */
  writable: boolean;
}

/** One test's "browser": its cookies, what went over the wire, and what the client reported to the app. */
export interface Browser {
  jar: CookieJar;
  /** `METHOD /path status` of every exchange, in order. */
  exchanges: string[];
  /** Every `Set-Cookie` header received, in order. */
  setCookies: string[];
  /** 401s and 404s the client handed to the app's rules (spec §8). */
  reported: { unauthorized: number; notFound: number };
  /** The next `times` reads of the XSRF-TOKEN cookie give a token the server never issued (one gone stale). */
  staleToken(times: number): void;
}

const servers = () => inject('contractServers');

function newBrowser(server: ContractServer): Browser {
  const exchanges: string[] = [];
  const setCookies: string[] = [];
  const jar = createCookieJar(async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    exchanges.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`);
    setCookies.push(...response.headers.getSetCookie());
    return response;
  });
  const reported = { unauthorized: 0, notFound: 0 };
  let stale = 0;
  configureApi({
    baseUrl: server.url,
    fetch: jar.fetch,
    readCookie: (name) => {
      if (name !== 'XSRF-TOKEN' || stale === 0) return jar.readCookie(name);
      stale -= 1;
      return 'c3RhbGU%3D';
    },
    onUnauthorized: () => {
      reported.unauthorized += 1;
    },
    onNotFound: () => {
      reported.notFound += 1;
    },
  });
  return { jar, exchanges, setCookies, reported, staleToken: (times) => (stale = times) };
}

/**
 * Runs `suite` once per server (`title [mocks]`, `title [laravel]`); before each test the client points at that
 * server with a fresh browser. The suite reads the current browser through the getter it is given.
 */
export function eachServer(title: string, suite: (server: ContractServer, browser: () => Browser) => void): void {
  for (const server of servers()) {
    describe(`${title} [${server.name}]`, () => {
      let current: Browser | undefined;
      beforeEach(() => {
        current = newBrowser(server);
      });
      afterEach(() => resetApiConfig());
      suite(server, () => {
        if (!current) throw new Error('No browser outside a test');
        return current;
      });
    });
  }
}

/** The ApiError a call rejected with (fails the test if it resolved). */
export async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => new Error('the call succeeded'),
    (error: unknown) => error,
  );
  if (outcome instanceof ApiError) return outcome;
  throw outcome;
}
