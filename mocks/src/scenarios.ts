import { delay, getResponse, http, type RequestHandler } from 'msw';
import {
  type ErrorStatus,
  errorResponse,
  type FieldErrors,
  json,
  paginate,
  readInput,
  validationResponse,
} from './http/laravel.ts';
import { type Endpoint, isBackendPath, matchPath, parseEndpoint } from './http/route.ts';
import { messages } from './http/validation.ts';

/** What a story or test can make the backend do instead of answering normally. */
export const scenarioNames = [
  'slow',
  'empty',
  'server-error',
  'unauthenticated',
  'forbidden',
  'not-found',
  'validation-error',
  'malformed',
] as const;
export type ScenarioName = (typeof scenarioNames)[number];

export interface ScenarioOptions {
  /** The field errors of `validation-error`; by default the first field sent gets 'Input must not be empty.'. */
  errors?: FieldErrors;
  /** Only the first matching request gets the scenario; later ones are answered normally. */
  once?: boolean;
}

const statusOf: Partial<Record<ScenarioName, ErrorStatus>> = {
  'server-error': 500,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
};

/** The normal handlers, given by index.ts (a setter rather than an import keeps the modules acyclic). */
let normalHandlers: RequestHandler[] = [];
export const setNormalHandlers = (handlers: RequestHandler[]) => {
  normalHandlers = handlers;
};

/** A body with its lists emptied: `data: []` (with an empty page's meta), or a resource with empty relations. */
function emptied(body: unknown, url: URL): unknown {
  if (Array.isArray(body)) return [];
  if (typeof body !== 'object' || body === null || !('data' in body)) return body;
  const { data } = body as { data: unknown; meta?: { per_page?: number } };
  if (Array.isArray(data)) {
    const meta = (body as { meta?: { per_page?: number } }).meta;
    return meta ? paginate([], url, 1, meta.per_page ?? 15) : { ...body, data: [] };
  }
  if (typeof data === 'object' && data !== null) {
    return { ...body, data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, Array.isArray(v) ? [] : v])) };
  }
  return body;
}

async function answer(name: ScenarioName, request: Request, options: ScenarioOptions): Promise<Response> {
  const status = statusOf[name];
  if (status) return errorResponse(status);
  if (name === 'slow') {
    await delay('infinite');
  }
  if (name === 'malformed') {
    // Cut-off JSON: what a proxy error page or a truncated answer looks like to the client.
    return new Response('{"data": [{"id": 1, "title": "Tyrannosaurus', {
      headers: { 'Content-Type': 'application/json' },
    });
  }
  if (name === 'validation-error') {
    const input = await readInput(request.clone()).catch(() => ({}));
    const field = Object.keys(input)[0] ?? 'request';
    return validationResponse(options.errors ?? { [field]: [messages.required] });
  }
  // empty: the normal answer, with its lists emptied.
  const normal = await getResponse(normalHandlers, request);
  if (!normal?.headers.get('Content-Type')?.includes('application/json')) return normal ?? errorResponse(404);
  return json(emptied(await normal.json(), new URL(request.url)), { status: normal.status });
}

/**
 * A handler that puts one endpoint, or every API call when `endpoint` is left out, into a scenario:
 * `msw.use(scenario('empty', 'GET /api/product'))`, `server.use(scenario('server-error'))`.
 * Media requests are left alone, so pictures still load in a page whose API is down.
 */
export function scenario(name: ScenarioName, endpoint?: Endpoint, options: ScenarioOptions = {}): RequestHandler {
  const target = endpoint ? parseEndpoint(endpoint) : undefined;
  return http.all(
    ({ request }) => {
      const { pathname } = new URL(request.url);
      if (!target) return isBackendPath(pathname) && !/^\/(media|storage)\//.test(pathname);
      return request.method === target.method && matchPath(target.path, pathname) !== null;
    },
    ({ request }) => answer(name, request, options),
    { once: options.once },
  );
}
