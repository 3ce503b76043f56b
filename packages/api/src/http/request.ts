// The one place a request is sent: headers, cookies, the anti-forgery token, the 419 retry, errors, validation.
import * as z from 'zod/mini';
import { ApiError, apiErrorMessages, type FieldErrors } from './ApiError.ts';
import { callState } from './callState.ts';
import { apiConfig } from './config.ts';
import { decodeXsrfToken, xsrfCookieName, xsrfHeaderName } from './cookies.ts';
import { type Fields, toFormData, toQueryString } from './encode.ts';
import { type OnUploadProgress, xhrFetch } from './xhrFetch.ts';

const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** Sanctum's cookie endpoint: sets a fresh `XSRF-TOKEN` cookie. */
export const csrfCookiePath = '/sanctum/csrf-cookie' as const;

/** Laravel's answer when the anti-forgery token is missing or stale. */
const csrfMismatchStatus = 419;

interface RequestOptions<S extends z.core.$ZodType> {
  method: HttpMethod;
  /** Path below the base URL, with its parameters filled in. */
  path: string;
  /** Query parameters (any method). */
  query?: Fields;
  /** The body: multipart form data for POST (files included), JSON for PUT, PATCH and DELETE. */
  body?: Fields;
  /** Checks the answer's body; what it outputs is what the call returns. */
  schema: S;
  /** `blob` for downloads (a zip): the body is handed back as a Blob, not parsed. */
  responseType?: 'json' | 'blob';
  /** Aborts the call (TanStack Query's signal: leaving a screen cancels its requests). */
  signal?: AbortSignal;
  /** Reports how much of the body has gone out (uploads); the browser then sends the call by XMLHttpRequest. */
  onUploadProgress?: OnUploadProgress;
}

function headersFor(method: HttpMethod, body: Fields | undefined): Headers {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
  const token = apiConfig().readCookie(xsrfCookieName);
  if (token !== undefined) headers.set(xsrfHeaderName, decodeXsrfToken(token));
  // A FormData body sets its own multipart Content-Type with the boundary.
  if (body !== undefined && method !== 'POST') headers.set('Content-Type', 'application/json');
  return headers;
}

function bodyFor(method: HttpMethod, body: Fields | undefined): BodyInit | undefined {
  if (body === undefined) return undefined;
  return method === 'POST' ? toFormData(body) : JSON.stringify(body);
}

/** fetch, unless the caller wants upload progress and the platform has XMLHttpRequest (Node has not). */
function transportFor(onUploadProgress: OnUploadProgress | undefined): typeof fetch {
  const { fetch } = apiConfig();
  if (onUploadProgress === undefined || typeof XMLHttpRequest === 'undefined') return fetch;
  return (input, init) => xhrFetch(String(input), init ?? {}, onUploadProgress);
}

/** One attempt; the headers and body are built afresh so a retry carries the new token. */
async function send(
  signal: AbortSignal,
  method: HttpMethod,
  path: string,
  query?: Fields,
  body?: Fields,
  onUploadProgress?: OnUploadProgress,
): Promise<Response> {
  const { baseUrl } = apiConfig();
  const url = `${baseUrl}${path}${query === undefined ? '' : toQueryString(query)}`;
  try {
    return await transportFor(onUploadProgress)(url, {
      method,
      headers: headersFor(method, body),
      body: bodyFor(method, body),
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    throw new ApiError({ status: 0, kind: 'network', message: apiErrorMessages.network, cause });
  }
}

/** A 419 means the token went stale: fetch a fresh cookie and try once more, never twice. */
async function sendWithCsrfRetry(options: RequestOptions<z.core.$ZodType>, signal: AbortSignal): Promise<Response> {
  const { method, path, query, body, onUploadProgress } = options;
  const response = await send(signal, method, path, query, body, onUploadProgress);
  if (response.status !== csrfMismatchStatus || path === csrfCookiePath) return response;
  const refreshed = await send(signal, 'GET', csrfCookiePath);
  if (!refreshed.ok) return refreshed;
  return send(signal, method, path, query, body, onUploadProgress);
}

/** The parsed JSON of a body; undefined for an empty body (204). Throws on text that is not JSON. */
async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  return text.trim() === '' ? undefined : JSON.parse(text);
}

const laravelErrorSchema = z.object({
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});

async function httpError(response: Response): Promise<ApiError> {
  const parsed = laravelErrorSchema.safeParse(await jsonOf(response).catch(() => undefined));
  const body = parsed.success ? parsed.data : {};
  const fieldErrors: FieldErrors = body.errors ?? {};
  const message = body.message || apiErrorMessages.http(response.status);
  return new ApiError({ status: response.status, kind: 'http', message, fieldErrors });
}

function notifyApp(error: ApiError): void {
  const { onUnauthorized, onNotFound } = apiConfig();
  if (error.status === 401) onUnauthorized(error);
  if (error.status === 404) onNotFound(error);
}

const malformed = (status: number, cause: unknown) =>
  new ApiError({ status, kind: 'malformed', message: apiErrorMessages.malformed, cause });

async function readBody<S extends z.core.$ZodType>(response: Response, options: RequestOptions<S>) {
  if (options.responseType === 'blob') return (await response.blob()) as z.output<S>;
  let json: unknown;
  try {
    json = await jsonOf(response);
  } catch (cause) {
    throw malformed(response.status, cause);
  }
  const parsed = z.safeParse(options.schema, json);
  if (!parsed.success) throw malformed(response.status, parsed.error);
  return parsed.data;
}

async function perform<S extends z.core.$ZodType>(options: RequestOptions<S>, signal: AbortSignal) {
  const response = await sendWithCsrfRetry(options, signal);
  if (!response.ok) {
    const error = await httpError(response);
    notifyApp(error);
    throw error;
  }
  return readBody(response, options);
}

/**
 * Runs a call under the configured deadline and the caller's signal. Whatever an abort broke (the fetch, the body
 * being read), the call fails as `timeout` or `cancelled`, never as a misleading network or malformed error.
 */
async function withDeadline<T>(callerSignal: AbortSignal | undefined, run: (signal: AbortSignal) => Promise<T>) {
  const { timeoutMs } = apiConfig();
  const deadline = new AbortController();
  // A plain timer (not AbortSignal.timeout) so tests can move time with fake timers.
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const signal = callerSignal ? AbortSignal.any([deadline.signal, callerSignal]) : deadline.signal;
  try {
    return await run(signal);
  } catch (cause) {
    if (callerSignal?.aborted)
      throw new ApiError({ status: 0, kind: 'cancelled', message: apiErrorMessages.cancelled, cause });
    if (deadline.signal.aborted) {
      throw new ApiError({ status: 0, kind: 'timeout', message: apiErrorMessages.timeout(timeoutMs), cause });
    }
    throw cause;
  } finally {
    clearTimeout(timer);
  }
}

/** Sends one call and resolves with its checked body; rejects with an ApiError, nothing else. */
export function request<S extends z.core.$ZodType>(options: RequestOptions<S>): Promise<z.output<S>> {
  return callState.track(withDeadline(options.signal, (signal) => perform(options, signal)));
}
