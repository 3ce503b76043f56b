import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { backendPathPrefixes, isBackendCall } from '@factory/api';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { proxy } from 'hono/proxy';
import { secureHeaders } from 'hono/secure-headers';
import { getResponse, type RequestHandler } from 'msw';
import { sessionCookieName } from '../session.ts';

/** Larger request bodies are refused with 413 (the admin's uploads stay well below it). */
const defaultMaxBodyBytes = 20 * 1024 * 1024;

/** Where the live site's map tiles come from (the app's `openStreetMapTiles`); `npm start` draws its own under /media. */
const mapTileHost = 'https://tile.openstreetmap.org';

interface ServerAppOptions {
  handlers: RequestHandler[];
  /** The app's built files; extension-less paths without a file of their own get `app.html` (or `index.html`). */
  staticDir?: string;
  maxBodyBytes?: number;
  /** Injects faults into API answers (the fault run: `faultInjector` in faults.ts). */
  faults?: MiddlewareHandler;
  /**
   * A real backend (the reference Laravel app: `npm run start:laravel`) that answers every API and session call in
   * place of the mocks, on this one origin so Sanctum's cookies stay first-party; the mocks then draw only media.
   */
  backendUrl?: string;
  /**
   * Renders an app page with the visitor's data (the app's server bundle: `createPageRenderer`), given the request
   * and this server's own API; undefined sends the shell, as without it.
   */
  renderPage?: PageRenderer;
}

/** The app's server render, as its build's server bundle provides it (packages/app/src/server/pages.tsx). */
export type PageRenderer = (
  request: Request,
  api: (request: Request) => Promise<Response>,
) => Promise<Response | undefined>;

const json = (status: number, message: string) =>
  new Response(JSON.stringify({ message }), { status, headers: { 'content-type': 'application/json' } });

/** A real server marks the session cookie HttpOnly; the browser worker cannot (document.cookie ignores it). */
const hardenCookie = (cookie: string) => (cookie.startsWith(`${sessionCookieName}=`) ? `${cookie}; HttpOnly` : cookie);

function withHardenedCookies(response: Response): Response {
  const cookies = response.headers.getSetCookie();
  if (cookies.length === 0) return response;
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  for (const cookie of cookies) headers.append('set-cookie', hardenCookie(cookie));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The CSP sources ('sha256-…') of the scripts written into a page (the shell's locale warm-up, scripts/prerender.ts):
 * hashed from the built file, so a script that comes with a page's data never matches. Data blocks
 * (`type="application/json"`) and scripts with a `src` are not inline code.
 */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([^<]+)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );

/** A path that does not decode (`/%E0%A4%A`) is the client's error, not the server's. */
const rejectMalformedUrl: MiddlewareHandler = async (c, next) => {
  try {
    decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    return json(400, 'Bad Request');
  }
  await next();
};

/**
 * The Node adapter hands over a lazy Request look-alike; the body limit and MSW re-wrap requests, which needs
 * Node's own Request class.
 */
const standardRequest: MiddlewareHandler = async (c, next) => {
  const { url, method, headers, body, signal } = c.req.raw;
  c.req.raw = new Request(url, { method, headers, body, signal, duplex: 'half' } as RequestInit);
  await next();
};

/** The calls a real backend answers (@factory/api's list), but /media: this server draws its own map tiles there. */
const forRealBackend = (method: string, path: string) => isBackendCall(method, path) && !path.startsWith('/media/');

/** Forwards backend calls, headers and cookies included, to `backendUrl`. */
const realBackend =
  (backendUrl: string): MiddlewareHandler =>
  async (c, next) => {
    if (!forRealBackend(c.req.method, c.req.path)) return next();
    const url = new URL(c.req.url);
    c.res = await proxy(`${backendUrl}${url.pathname}${url.search}`, { raw: c.req.raw, headers: c.req.header() });
  };

/** The same MSW handlers as in the browser and in unit tests answer every call they know. */
const mockBackend =
  (handlers: RequestHandler[]): MiddlewareHandler =>
  async (c, next) => {
    const response = await getResponse(handlers, c.req.raw);
    if (!response) return next();
    // MSW's Response may be immutable; headers added later by middleware need a fresh one.
    c.res = withHardenedCookies(new Response(response.body, response));
  };

/**
 * Headers that only a document acts on (its policy, framing, referrer, opener, transport): sent with a built asset
 * (a script, a style sheet, a font) they are about 700 bytes of every request and change nothing, and a page's first
 * load fetches some 40 of them on a phone. Assets keep what protects them as resources: `nosniff` and
 * `cross-origin-resource-policy`.
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Leaves a document's headers off the app's built assets; registered before the security headers, it runs after them. */
const assetHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.req.path.startsWith('/build/')) return;
  for (const name of documentOnlyHeaders) c.res.headers.delete(name);
};

/**
 * Hashed files under /build/ never change: cached for a year. HTML must be revalidated on every visit so a new
 * deployment is picked up at once (the ETag makes that a 304 when nothing changed).
 */
const cachePolicy: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.ok || c.res.headers.has('cache-control')) return;
  if (c.req.path.startsWith('/build/')) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
  else c.res.headers.set('cache-control', 'no-cache');
};

/** A validator for static files from what identifies the bytes sent: size, modification time and encoding. */
const fileETag: MiddlewareHandler = async (c, next) => {
  await next();
  const { headers } = c.res;
  const modified = headers.get('last-modified');
  const length = headers.get('content-length');
  if (!c.res.ok || headers.has('etag') || !modified || !length) return;
  const encoding = headers.get('content-encoding') ?? 'identity';
  headers.set('etag', `"${Number(length).toString(16)}-${Date.parse(modified).toString(16)}-${encoding}"`);
};

/**
 * The local server as a Hono app on web-standard Request/Response: security headers on every answer, a body
 * limit, the mock backend, then the app's static files (precompressed .br/.gz when the client accepts them).
 */
export function createServerApp({
  handlers,
  staticDir,
  maxBodyBytes = defaultMaxBodyBytes,
  faults,
  backendUrl,
  renderPage,
}: ServerAppOptions) {
  const app = new Hono();
  app.onError((error) => {
    console.error(error);
    return json(500, 'Server Error');
  });
  app.notFound(() => json(404, 'Not Found'));

  const root = staticDir && path.resolve(staticDir);
  const shell = root && ['app.html', 'index.html'].find((name) => existsSync(path.join(root, name)));
  const shellScripts = root && shell ? inlineScriptHashes(readFileSync(path.join(root, shell), 'utf8')) : [];

  app.use(rejectMalformedUrl, standardRequest, assetHeaders);
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...shellScripts],
        // React Aria and Leaflet position elements through the style attribute.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', mapTileHost],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      // The verify page's URL carries a token: other origins see only ours.
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Laravel's PostTooLargeException carries no text: the client shows its own words for a bare 413.
  app.use(bodyLimit({ maxSize: maxBodyBytes, onError: () => json(413, '') }));
  // JSON answers and rendered pages gzipped as a production server sends them (a catalogue's first page is ~40 KB
  // of JSON, its rendered page ~120 KB of HTML and data); the static files come precompressed and pass through.
  app.use(compress({ contentTypeFilter: /^(application\/json|text\/html)/ }));
  if (faults) app.use(faults);
  if (backendUrl) app.use(realBackend(backendUrl));
  app.use(mockBackend(handlers));
  app.use(async (c, next) => {
    // Paths only the backend answers: never the app's HTML, even when no handler matches.
    if (backendPathPrefixes.some((prefix) => c.req.path.startsWith(prefix))) return json(404, 'Not Found');
    await next();
  });

  if (root) {
    app.use(etag(), cachePolicy, fileETag);
    app.use(serveStatic({ root, precompressed: true }));
    // Client-side routes (no file extension) get the page rendered with the visitor's data where the app renders
    // it, else the app's shell; a missing file stays a 404.
    if (shell) {
      app.on(['GET', 'HEAD'], '*', async (c, next) => {
        if (path.posix.extname(c.req.path) !== '') return next();
        const page = await renderPage?.(c.req.raw, (request) => Promise.resolve(app.fetch(request)));
        return page ?? serveStatic({ root, path: shell, precompressed: true })(c, next);
      });
    }
  }
  return app;
}
