import { type DefaultBodyType, type HttpResponse, http, type RequestHandlerOptions } from 'msw';

/** Methods the backend answers. */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An endpoint as written in @factory/api's `endpoints` list and in scenario names: `'GET /api/product/{id}'`.
 * Parameters are `{name}` segments; a last `{name*}` takes the rest of the path.
 */
export type Endpoint = `${Method} /${string}`;

export interface RouteContext {
  request: Request;
  params: Record<string, string>;
  cookies: Record<string, string>;
  url: URL;
}

type RouteResolver = (context: RouteContext) => Response | Promise<Response>;

/**
 * Matches a path pattern (`/api/product/{id}`) against a URL path, segment by segment. Our own matcher rather than
 * MSW's string paths: those are relative to `location` in the browser and need a base URL in Node, and a wildcard
 * origin (`*\/api/...`) would also swallow Vite's module requests such as `/packages/api/src/index.ts`.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = pathname.replace(/\/+$/, '').split('/');
  const rest = expected.at(-1)?.match(/^\{(\w+)\*\}$/);
  if (rest) {
    // A last `{name*}` segment takes the rest of the path (one segment or more).
    if (actual.length < expected.length) return null;
    const head = matchPath(expected.slice(0, -1).join('/'), actual.slice(0, expected.length - 1).join('/'));
    return head && { ...head, [rest[1] as string]: actual.slice(expected.length - 1).join('/') };
  }
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith('{') && segment.endsWith('}')) {
      if (value === '') return null;
      params[segment.slice(1, -1)] = decodeURIComponent(value);
    } else if (segment !== value) {
      return null;
    }
  }
  return params;
}

export function parseEndpoint(endpoint: Endpoint): { method: Method; path: string } {
  const [method, path] = endpoint.split(' ') as [Method, string];
  return { method, path };
}

const httpByMethod = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

/**
 * In a browser the page's cookies are the truth. MSW also replays cookies from its own persisted jar, which would
 * carry a session from one story into the next after the page's cookies were cleared.
 */
function pageCookies(): Record<string, string> | undefined {
  if (typeof document === 'undefined') return undefined;
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const separator = pair.indexOf('=');
        return [pair.slice(0, separator), decodeURIComponent(pair.slice(separator + 1))];
      }),
  );
}

/** An MSW handler for one endpoint of our backend, on whatever origin the page or test uses. */
export function route(endpoint: Endpoint, resolver: RouteResolver, options?: RequestHandlerOptions) {
  const { method, path } = parseEndpoint(endpoint);
  const handler = httpByMethod[method](
    ({ request }) => {
      const params = matchPath(path, new URL(request.url).pathname);
      return params ? { matches: true, params } : false;
    },
    ({ request, params, cookies }) =>
      resolver({
        request,
        params: params as Record<string, string>,
        cookies: pageCookies() ?? cookies,
        url: new URL(request.url),
      }) as Promise<HttpResponse<DefaultBodyType>>,
    options,
  );
  endpointOfHandler.set(handler, endpoint);
  return handler;
}

/** Whether a URL path belongs to the backend: @factory/api's one list, which the Storybook preview guards too. */
export { isBackendPath } from '@factory/api';

/** Which endpoint each of our handlers answers, so tests can check every call of @factory/api has one. */
export const endpointOfHandler = new WeakMap<object, Endpoint>();
