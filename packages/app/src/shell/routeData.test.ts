// A visit's first reads start with its code, and only for a visitor the route lets in.
import { loginWith, useMockApi } from '@factory/mocks/test';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { prefetchVisit, routeAt } from './routeData.ts';

// biome-ignore lint/correctness/useHookAtTopLevel: a test file's lifecycle helper (vitest hooks), not a React hook.
const api = useMockApi();
let sent: string[];
let queryClient: QueryClient;

beforeEach(() => {
  sent = [];
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  api.server.events.removeAllListeners();
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') sent.push(`${url.pathname}${url.search}`);
  });
});

const visit = async (address: string) => {
  const url = new URL(address, 'http://app.test');
  sent = [];
  await prefetchVisit(queryClient, { pathname: url.pathname, search: url.search });
  // The reads go out together, in no fixed order.
  return [...sent].sort();
};

describe('the route an address names', () => {
  it('is the most specific route of the table, with its id', () => {
    expect(routeAt('/admin/users/7')).toMatchObject({ route: { name: 'adminUser' }, id: '7' });
    expect(routeAt('/admin/users')).toMatchObject({ route: { name: 'adminUsers' } });
    expect(routeAt('/catalog/categories/3')).toMatchObject({ route: { name: 'category' }, id: '3' });
    expect(routeAt('/nowhere/at/all')).toBeUndefined();
  });
});

describe("a visit's first reads", () => {
  it("fetch an admin list's page as its address asks, with the session", async () => {
    await loginWith('admin');
    expect(await visit('/admin/users?page=2&sort=name&direction=desc')).toEqual([
      '/api/user',
      '/api/users?page=2&per_page=10&sort=name&direction=desc',
    ]);
  });

  it('fetch the record an admin address names', async () => {
    await loginWith('admin');
    expect(await visit('/admin/customers/3')).toEqual(['/api/customers/3', '/api/user']);
  });

  it("fetch the catalogue's shell and the product a catalogue address names", async () => {
    await loginWith('customer');
    expect(await visit('/catalog/product/HW-PUMP-0234')).toEqual([
      '/api/categories',
      '/api/customer-wishlist',
      '/api/product/HW-PUMP-0234',
      '/api/user',
    ]);
  });

  it("fetch a category's listed page and a search's results as their addresses ask", async () => {
    await loginWith('customer');
    expect(await visit('/catalog/categories/2?sort=title&page=2')).toEqual([
      '/api/categories',
      '/api/categories/2',
      '/api/customer-wishlist',
      '/api/product?page=2&per_page=24&category_id=2&sort=title&direction=asc&facets=1',
      '/api/user',
    ]);
    // The session is cached by now; the catalogue's shell reads again, as a new visit (fresh for 30 s in the app).
    expect(await visit('/catalog/products?q=pump')).toEqual([
      '/api/categories',
      '/api/customer-wishlist',
      '/api/product?page=1&per_page=24&q=pump&facets=1',
    ]);
  });

  it('read nothing of an area the visitor has no keys for', async () => {
    await loginWith('customer');
    expect(await visit('/admin/users')).toEqual(['/api/user']);
  });

  it('read only the session for a visitor who is not signed in', async () => {
    expect(await visit('/admin/users')).toEqual(['/api/user']);
  });
});
