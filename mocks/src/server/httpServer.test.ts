import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiServer, createCookieJar, demoAccounts, resetDb, startApiServer } from '../node.ts';

let server: ApiServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'factory-static-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Factory</title>');
  await writeFile(path.join(staticDir, 'app.js'), 'console.log(1)');
  server = await startApiServer({ port: 0, staticDir });
});
afterAll(async () => {
  await server.close();
  await rm(staticDir, { recursive: true });
});
beforeEach(() => resetDb());

describe('the local HTTP API', () => {
  it('listens on 127.0.0.1', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('runs a whole session over real fetch with real cookies', async () => {
    const jar = createCookieJar(fetch);
    const json = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    expect((await jar.fetch(`${server.url}/api/user`, { headers: json })).status).toBe(401);

    const csrf = await jar.fetch(`${server.url}/sanctum/csrf-cookie`);
    expect(csrf.status).toBe(204);
    const cookies = csrf.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('factory_session='))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('XSRF-TOKEN='))).not.toMatch(/HttpOnly/);

    const token = () => ({ 'X-XSRF-TOKEN': decodeURIComponent(jar.readCookie('XSRF-TOKEN') ?? '') });
    const form = new FormData();
    form.set('email', demoAccounts.customer.email);
    form.set('password', demoAccounts.customer.password);
    form.set('remember', '0');
    expect((await jar.fetch(`${server.url}/login`, { method: 'POST', body: form, headers: { ...json } })).status).toBe(
      419,
    );
    expect(
      (await jar.fetch(`${server.url}/login`, { method: 'POST', body: form, headers: { ...json, ...token() } })).status,
    ).toBe(204);

    const user = await jar.fetch(`${server.url}/api/user`, { headers: json });
    expect(((await user.json()) as { data: { email: string } }).data.email).toBe(demoAccounts.customer.email);

    const page = await jar.fetch(`${server.url}/api/product?per_page=5&q=STATUE`, { headers: json });
    const body = (await page.json()) as { data: { title: string }[]; meta: { per_page: number } };
    expect(body.meta.per_page).toBe(5);
    expect(body.data.every((p) => /statue/i.test(p.title))).toBe(true);

    expect(
      (await jar.fetch(`${server.url}/logout`, { method: 'DELETE', headers: { ...json, ...token() } })).status,
    ).toBe(204);
    expect((await jar.fetch(`${server.url}/api/user`, { headers: json })).status).toBe(401);
  });

  it('serves pictures, the static folder, and index.html for app routes', async () => {
    const picture = await fetch(`${server.url}/media/hero/hero-1.svg`);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await (await fetch(`${server.url}/app.js`)).text()).toBe('console.log(1)');
    const route = await fetch(`${server.url}/catalog/product/FG-HUM-0101-01`);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(await route.text()).toContain('<title>Factory</title>');
    expect((await fetch(`${server.url}/../../etc/passwd.txt`)).status).toBe(404);
  });
});
