import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, startApiServer } from '../node.ts';

const script = `console.log(${JSON.stringify('a hashed asset '.repeat(40))});`;
const landing = '<!doctype html><title>Landing</title><h1>Prerendered landing</h1>';
// As the build writes it: an inline script (the locale warm-up) and a data block the page's code reads.
const shell = `<!doctype html><title>App</title><script>Intl.DateTimeFormat.supportedLocalesOf([navigator.language, 'en-US'])</script><script type="application/json" id="data">{"a":1}</script><div id="root"></div>`;

let server: ApiServer;
let smallLimit: ApiServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'factory-serve-'));
  await mkdir(path.join(staticDir, 'build/assets'), { recursive: true });
  const asset = path.join(staticDir, 'build/assets/app-Ab12Cd34.js');
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  await writeFile(`${asset}.gz`, gzipSync(script));
  await writeFile(path.join(staticDir, 'index.html'), landing);
  await writeFile(path.join(staticDir, 'app.html'), shell);
  server = await startApiServer({ port: 0, staticDir });
  smallLimit = await startApiServer({ port: 0, staticDir, maxBodyBytes: 1024 });
});
afterAll(async () => {
  await Promise.all([server.close(), smallLimit.close()]);
  await rm(staticDir, { recursive: true });
});

describe('API answers', () => {
  it('gzips a JSON answer for a client that accepts it, and sends it plain otherwise', async () => {
    const rows = Array.from({ length: 200 }, (_, id) => ({ id, title: `Product ${id}` }));
    const api = await startApiServer({ port: 0, handlers: [http.get('*/api/rows', () => HttpResponse.json(rows))] });
    try {
      const ask = (encoding: string) => fetch(`${api.url}/api/rows`, { headers: { 'Accept-Encoding': encoding } });
      const gzip = await ask('gzip, deflate, br');
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(await gzip.json()).toEqual(rows);
      const plain = await ask('identity');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.json()).toEqual(rows);
    } finally {
      await api.close();
    }
  });
});

describe('static files', () => {
  it('sends the Brotli copy to browsers that accept it, gzip to the others, plain bytes otherwise', async () => {
    const url = `${server.url}/build/assets/app-Ab12Cd34.js`;
    const brotli = await fetch(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await brotli.text()).toBe(script);

    const gzip = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(script);

    const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('caches hashed /build/ assets for a year and makes the browser revalidate HTML', async () => {
    const asset = await fetch(`${server.url}/build/assets/app-Ab12Cd34.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe(landing);
  });

  it('answers a revalidation with 304 and no body while the file is unchanged', async () => {
    const first = await fetch(`${server.url}/`);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[^"]+"$/);
    const again = await fetch(`${server.url}/`, { headers: { 'If-None-Match': tag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(await again.text()).toBe('');
    expect((await fetch(`${server.url}/`, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await fetch(`${server.url}/build/assets/app-Ab12Cd34.js`, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
    expect(head.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await head.text()).toBe('');
    expect((await fetch(`${server.url}/catalog`, { method: 'HEAD' })).status).toBe(200);
  });

  it("gives the app's shell to client-side routes and 404 to missing files", async () => {
    const route = await fetch(`${server.url}/catalog/product/FG-HUM-0101-01`);
    expect(route.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await route.text()).toBe(shell);
    expect((await fetch(`${server.url}/build/assets/missing-Zz99.js`)).status).toBe(404);
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 JSON, never the app', async () => {
    for (const unknown of ['/api/no-such-thing', '/sanctum/nothing']) {
      const response = await fetch(`${server.url}${unknown}`, { headers: { Accept: 'application/json' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('answers a URL that does not decode with 400', async () => {
    const response = await fetch(`${server.url}/catalog/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Bad Request' });
  });

  it('refuses a body over the limit with 413 before any handler reads it', async () => {
    const tooLarge = await fetch(`${smallLimit.url}/login`, { method: 'POST', body: 'x'.repeat(1025) });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: '' });
    // Within the limit the login handler answers (419: no anti-forgery token yet).
    expect((await fetch(`${smallLimit.url}/login`, { method: 'POST', body: 'x'.repeat(1000) })).status).toBe(419);
  });
});

describe('security headers', () => {
  it('sends them with pages and API answers', async () => {
    for (const target of ['/', '/catalog', '/api/user']) {
      const { headers } = await fetch(`${server.url}${target}`);
      const policy = headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain('img-src');
      expect(policy).toContain('https://tile.openstreetmap.org');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it("lets pages run the shell's own inline script, by its hash, and no other", async () => {
    for (const target of ['/', '/catalog']) {
      const policy = (await fetch(`${server.url}${target}`)).headers.get('content-security-policy') ?? '';
      const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src '));
      expect(scripts).toBe("script-src 'self' 'sha256-VFAPHpUAnYjnSAo8vy/DDVZRDxU8tIqKYaFZT4z7Lig='");
    }
  });

  it("sends a built asset only what protects it as a resource, not a document's policies", async () => {
    const { headers } = await fetch(`${server.url}/build/assets/app-Ab12Cd34.js`);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'strict-transport-security'])
      expect(headers.get(name), name).toBeNull();
  });
});

describe('a real backend behind the server (npm run start:laravel)', () => {
  let upstream: import('node:http').Server;
  let proxied: ApiServer;

  beforeAll(async () => {
    const { createServer } = await import('node:http');
    // Stands in for Laravel: echoes the call and sets a session cookie.
    upstream = createServer((request, response) => {
      response.setHeader('Set-Cookie', 'factory_session=from-backend; Path=/; HttpOnly');
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify({ call: `${request.method} ${request.url}`, cookie: request.headers.cookie ?? null }),
      );
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    proxied = await startApiServer({ port: 0, staticDir, handlers: [], backendUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await proxied.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("forwards API calls with their query and cookies, and hands back the backend's cookies", async () => {
    const answer = await fetch(`${proxied.url}/api/product?page=2`, { headers: { Cookie: 'XSRF-TOKEN=abc' } });
    expect(await answer.json()).toEqual({ call: 'GET /api/product?page=2', cookie: 'XSRF-TOKEN=abc' });
    expect(answer.headers.getSetCookie()).toEqual(['factory_session=from-backend; Path=/; HttpOnly']);
  });

  it('forwards the login post but serves the login page itself', async () => {
    const login = await fetch(`${proxied.url}/login`, { method: 'POST', body: new FormData() });
    expect((await login.json()).call).toBe('POST /login');
    const page = await fetch(`${proxied.url}/login`);
    expect(await page.text()).toBe(shell);
  });
});

describe("pages the app's server bundle renders (the catalogue's)", () => {
  let rendering: ApiServer;
  beforeAll(async () => {
    // A stand-in for the app's bundle: renders /catalog for a visitor with a cookie, reading the API as them.
    const bundle = path.join(staticDir, 'server-bundle.mjs');
    await writeFile(
      bundle,
      `export const createPageRenderer = () => async (request, api) => {
        const url = new URL(request.url);
        const cookie = request.headers.get('cookie');
        if (url.pathname !== '/catalog' || !cookie) return undefined;
        const answer = await api(new Request(url.origin + '/api/whoami', { headers: { cookie } }));
        return new Response('<div id="root">' + (await answer.text()) + '</div>', {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      };`,
    );
    const whoami = http.get('*/api/whoami', ({ request }) =>
      HttpResponse.text(`Signed in as ${request.headers.get('cookie')}`),
    );
    rendering = await startApiServer({ port: 0, staticDir, serverBundle: bundle, handlers: [whoami] });
  });
  afterAll(() => rendering.close());

  it("sends the page drawn with the visitor's data, its API read in process with their cookie, gzipped", async () => {
    const page = await fetch(`${rendering.url}/catalog`, {
      headers: { Cookie: 'factory_session=abc', 'Accept-Encoding': 'gzip' },
    });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toBe('<div id="root">Signed in as factory_session=abc</div>');
  });

  it('sends the shell where the bundle renders nothing: no session, or a route it does not render', async () => {
    expect(await (await fetch(`${rendering.url}/catalog`)).text()).toBe(shell);
    const other = await fetch(`${rendering.url}/catalog/wishlist`, { headers: { Cookie: 'factory_session=abc' } });
    expect(await other.text()).toBe(shell);
  });
});
