// The spec's generic helper: get (query parameters), post (multipart form data), patch, put, delete (JSON).
import type * as z from 'zod/mini';
import type { Fields } from './encode.ts';
import { request } from './request.ts';

type Call = <S extends z.core.$ZodType>(path: string, schema: S, fields?: Fields) => Promise<z.output<S>>;

/** `http.get(path, schema, query)`; the others take `(path, schema, body)`. Every answer is checked by `schema`. */
export const http: Record<'get' | 'post' | 'patch' | 'put' | 'delete', Call> = {
  get: (path, schema, query) => request({ method: 'GET', path, query, schema }),
  post: (path, schema, body) => request({ method: 'POST', path, body, schema }),
  patch: (path, schema, body) => request({ method: 'PATCH', path, body, schema }),
  put: (path, schema, body) => request({ method: 'PUT', path, body, schema }),
  delete: (path, schema, body) => request({ method: 'DELETE', path, body, schema }),
};
