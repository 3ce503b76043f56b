// Every call is declared once as data (method, path template, source) and sent through callEndpoint, so the
// `endpoints` list the mocks check against is the very table the functions use.
import * as z from 'zod/mini';
import type { Fields } from '../http/encode.ts';
import { fillPath } from '../http/encode.ts';
import { type HttpMethod, request } from '../http/request.ts';
import type { OnUploadProgress } from '../http/xhrFetch.ts';

export const endpointSources = ['spec', 'designed'] as const;
/** `spec`: the call is in spec §7; `designed`: designed here, to confirm with the server team. */
export type EndpointSource = (typeof endpointSources)[number];

/** A path below the base URL; always absolute. */
export type EndpointPath = `/${string}`;

export interface EndpointDefinition {
  method: HttpMethod;
  /** Path template with `{name}` placeholders, e.g. `/api/roles/{id}`. */
  path: EndpointPath;
  source: EndpointSource;
}

export const spec = (method: HttpMethod, path: EndpointPath): EndpointDefinition => ({ method, path, source: 'spec' });
export const designed = (method: HttpMethod, path: EndpointPath): EndpointDefinition => ({
  method,
  path,
  source: 'designed',
});

/** What any read can be given: TanStack Query's `signal`, so leaving a screen cancels its requests. */
export interface CallOptions {
  signal?: AbortSignal;
}

interface CallInput extends CallOptions {
  params?: Record<string, string | number>;
  query?: Fields;
  body?: Fields;
  responseType?: 'json' | 'blob';
  onUploadProgress?: OnUploadProgress;
}

export function callEndpoint<S extends z.core.$ZodType>(
  endpoint: EndpointDefinition,
  schema: S,
  { params, query, body, responseType, signal, onUploadProgress }: CallInput = {},
): Promise<z.output<S>> {
  const path = fillPath(endpoint.path, params);
  return request({ method: endpoint.method, path, query, body, schema, responseType, signal, onUploadProgress });
}

/** For calls whose answer carries nothing the app uses (204, or a bare acknowledgement). */
export const anyBody = z.unknown();

/** Unwraps `{ data }` of a resource answer. */
export const dataOf = <T>(envelope: { data: T }): T => envelope.data;
