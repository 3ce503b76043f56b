// Where the API lives and how the app reacts to it; set once at start-up with configureApi().
import type { ApiError } from './ApiError.ts';
import { readDocumentCookie } from './cookies.ts';

interface ApiConfig {
  /** Prefix of every path: '' for the page's own origin, or e.g. `https://api.example.com`. */
  baseUrl: string;
  /** Reads a cookie's raw value by name; `document.cookie` in the browser, injectable for Node. */
  readCookie: (name: string) => string | undefined;
  /** Called with every 401 before the call rejects: the app logs the user out (spec §8). */
  onUnauthorized: (error: ApiError) => void;
  /** Called with every 404 before the call rejects: the app shows notFound (spec §8). */
  onNotFound: (error: ApiError) => void;
  /** The fetch to use; Node clients pass one that keeps a cookie jar. */
  fetch: typeof fetch;
  /** How long a call may take, answer body included, before it fails with a `timeout` ApiError. */
  timeoutMs: number;
}

const ignore = () => {};

const defaults: ApiConfig = {
  baseUrl: '',
  readCookie: readDocumentCookie,
  onUnauthorized: ignore,
  onNotFound: ignore,
  fetch: (input, init) => globalThis.fetch(input, init),
  timeoutMs: 30_000,
};

let current: ApiConfig = defaults;

/** Sets some options; the others keep their current values. */
export function configureApi(options: Partial<ApiConfig>): void {
  current = { ...current, ...options };
}

/** Back to the defaults (between tests, or on a new session). */
export function resetApiConfig(): void {
  current = defaults;
}

export const apiConfig = (): ApiConfig => current;
