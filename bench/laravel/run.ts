/**
 * `npm run bench:laravel`: the mocks' local API and the reference Laravel app side by side, both seeded at the
 * factory's real size (as `npm start` seeds the mocks), each started as the contract suite starts it. One journey as a
 * user makes it, its calls made by the app's own route reads (the query functions the screens and the server renderer
 * use): log in, the catalogue home, a category, a filter on it, a product, add to the wishlist, and the administrator's
 * users list. Prints each call's median of `--reps` over HTTP, then the time to first byte of the catalogue's pages as
 * the server draws them (the built app's server bundle reading the API as the visitor), and how many of a page's
 * reads the renderer had in flight at once against Laravel. A benchmark, not a test: run it on an idle machine.
 *
 * Flags: --reps=15 --servers=mocks,laravel. Builds the app first unless E2E_SKIP_BUILD=1 finds a build.
 */
import { request as httpRequest, createServer as httpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import {
  addToWishlist,
  configureApi,
  getCsrfCookie,
  getProducts,
  getUsers,
  login,
  logout,
  removeFromWishlist,
} from '@factory/api';
import { createCookieJar, mediaHandlers, seedDataSize, startApiServer } from '@factory/mocks/node';
import { QueryClient } from '@tanstack/react-query';
import { buildApp, dist, serverBundle } from '../../packages/app/e2e/build.ts';
import homeReads from '../../packages/screens/src/catalog/CatalogScreen/reads.ts';
import shellReads from '../../packages/screens/src/catalog/CatalogShell/reads.ts';
import categoryReads from '../../packages/screens/src/catalog/CategoryScreen/reads.ts';
import productReads from '../../packages/screens/src/catalog/ProductScreen/reads.ts';
import { startLaravel } from '../../tooling/laravelServer.ts';
import { formatMs, formatTable, median } from '../table/stats.ts';

// The catalogue pages' first reads, as the app's visit prefetch asks for them (their screen folders' reads.ts).
const catalogReads = {
  shell: shellReads.catalogShell,
  home: homeReads.catalog,
  category: categoryReads.category,
  product: productReads.product,
};

const { values } = parseArgs({
  options: { reps: { type: 'string', default: '15' }, servers: { type: 'string', default: 'mocks,laravel' } },
});
const reps = Number(values.reps);
const servers = values.servers.split(',');

/** Dinosaurs: the largest category of the full data (1,293 products); choice 1 is its "Indoor" filter. */
const category = '2';
const filter = 'choice=1';
const password = 'password';

/** A step of the journey: its name and what the app does for it (its calls are timed one by one). */
interface Step {
  name: string;
  run: () => Promise<unknown>;
}

/** Calls timed at the transport: `step → "METHOD /path" → ms per rep`. */
type Timings = Map<string, Map<string, number[]>>;

/** The route reads of a screen, read as a fresh visit does (a new cache each time). */
const read = (reads: readonly { queryKey: readonly unknown[] }[]) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return Promise.all(reads.map((query) => client.fetchQuery({ ...(query as object), staleTime: 0 } as never)));
};

function journey(productCode: string): Step[] {
  let added: number | undefined;
  return [
    {
      name: 'log in (customer)',
      run: async () => {
        await getCsrfCookie();
        await login({ email: 'customer@example.com', password, remember: false });
      },
    },
    { name: 'catalogue home', run: () => read([...catalogReads.shell(), ...catalogReads.home()]) },
    {
      name: 'category page',
      run: () =>
        read([...catalogReads.shell(), ...catalogReads.category({ id: category, search: new URLSearchParams() })]),
    },
    {
      name: 'filter',
      run: () => read(catalogReads.category({ id: category, search: new URLSearchParams(filter) })),
    },
    { name: 'product', run: () => read(catalogReads.product({ id: productCode, search: new URLSearchParams() })) },
    {
      name: 'wishlist add',
      run: async () => {
        added = (await addToWishlist(productCode)).id;
      },
    },
    {
      // Not timed (its own step): the wishlist is left as it was, so every rep adds the same product afresh.
      name: '',
      run: async () => {
        if (added !== undefined) await removeFromWishlist(added);
        await logout();
      },
    },
    {
      name: 'log in (administrator)',
      run: async () => {
        await getCsrfCookie();
        await login({ email: 'admin@example.com', password, remember: false });
      },
    },
    // As the users list at /admin/users asks for its first page (the admin's route reads pull in the component
    // library, which Node cannot load from source).
    {
      name: 'admin users list',
      run: () => getUsers({ page: 1, perPage: 10, sort: 'name', direction: 'asc', extra: {} }),
    },
    { name: '', run: () => logout() },
  ];
}

/** Runs the journey `reps` times against `url` (a fresh session each time) and returns each call's times. */
async function timeJourney(url: string, code: string): Promise<Timings> {
  const timings: Timings = new Map();
  let step = '';
  const timedFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const start = performance.now();
    const response = await fetch(request);
    await response.clone().arrayBuffer();
    if (step !== '') {
      const call = `${request.method} ${new URL(request.url).pathname}`;
      const calls = timings.get(step) ?? new Map<string, number[]>();
      calls.set(call, [...(calls.get(call) ?? []), performance.now() - start]);
      timings.set(step, calls);
    }
    return response;
  };
  for (let rep = 0; rep <= reps; rep += 1) {
    const jar = createCookieJar(timedFetch);
    configureApi({ baseUrl: url, fetch: jar.fetch, readCookie: jar.readCookie });
    for (const { name, run } of journey(code)) {
      // The first round warms each server up (PHP's opcode cache, the mocks' indexes) and is not counted.
      step = rep === 0 ? '' : name;
      await run();
    }
  }
  return timings;
}

/** The first product of a category page's reads (its products list), by its id (its code). */
function productOf(result: unknown): string {
  const page = (result as unknown[]).find(
    (value): value is { items: { id: string }[] } =>
      typeof value === 'object' && value !== null && 'items' in value && Array.isArray(value.items),
  );
  const code = page?.items[0]?.id;
  if (!code) throw new Error('The category page listed no product');
  return code;
}

/** The catalogue's pages as the server draws them, for the customer. */
const pages = (code: string) => [
  '/catalog',
  `/catalog/categories/${category}`,
  `/catalog/categories/${category}?${filter}`,
  `/catalog/product/${code}`,
];

/** A page's time to first byte (median) and how many of the reps came as the shell alone. */
interface PageTime {
  ttfb: number;
  shells: number;
}

/**
 * Time to first byte of each page (median of `reps`), signed in as the customer through the app's origin. A page
 * whose reads miss the renderer's deadline comes as the shell alone (the browser then draws it): counted apart.
 */
async function timePages(appUrl: string, code: string): Promise<Map<string, PageTime>> {
  const jar = createCookieJar();
  configureApi({ baseUrl: appUrl, fetch: jar.fetch, readCookie: jar.readCookie });
  await getCsrfCookie();
  await login({ email: 'customer@example.com', password, remember: false });
  const result = new Map<string, PageTime>();
  for (const page of pages(code)) {
    const times: number[] = [];
    let shells = 0;
    for (let rep = 0; rep <= reps; rep += 1) {
      const start = performance.now();
      const response = await jar.fetch(`${appUrl}${page}`, { headers: { accept: 'text/html' } });
      const ttfb = performance.now() - start;
      const drawn = (await response.text()).includes('<main');
      if (rep === 0) continue;
      times.push(ttfb);
      if (!drawn) shells += 1;
    }
    result.set(page, { ttfb: median(times) ?? Number.NaN, shells });
  }
  return result;
}

/**
 * A pass-through in front of `target` that counts the requests in flight: the most at once during one page's render
 * says whether the renderer sends a page's reads together or one after another.
 */
async function countingProxy(target: string) {
  let inFlight = 0;
  let most = 0;
  const server = httpServer((incoming, outgoing) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    const forwarded = httpRequest(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('end', () => {
          inFlight -= 1;
        });
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The most requests in flight since the last call. */
    takeMost: () => {
      const seen = most;
      most = inFlight;
      return seen;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Result {
  seedMs: number;
  products: number;
  calls: Timings;
  pages: Map<string, PageTime>;
  parallel?: Map<string, number>;
}

/** The number of live products the server lists (the full size is 7,041). */
async function productCount(url: string): Promise<number> {
  const jar = createCookieJar();
  configureApi({ baseUrl: url, fetch: jar.fetch, readCookie: jar.readCookie });
  await getCsrfCookie();
  await login({ email: 'customer@example.com', password, remember: false });
  return (await getProducts({ perPage: 1 })).total;
}

async function benchMocks(): Promise<Result> {
  const seedMs = seedDataSize('full');
  const app = await startApiServer({ port: 0, staticDir: dist, serverBundle });
  try {
    const calls = await timeJourney(app.url, productCode);
    return { seedMs, products: await productCount(app.url), calls, pages: await timePages(app.url, productCode) };
  } finally {
    await app.close();
  }
}

async function benchLaravel(): Promise<Result> {
  const start = performance.now();
  const laravel = await startLaravel({ dataSize: 'full' });
  const seedMs = Math.round(performance.now() - start);
  const proxy = await countingProxy(laravel.url);
  // The app's server as `npm run start:laravel` runs it, reading Laravel through the counting pass-through.
  const app = await startApiServer({
    port: 0,
    staticDir: dist,
    serverBundle,
    handlers: mediaHandlers,
    backendUrl: proxy.url,
  });
  try {
    const calls = await timeJourney(laravel.url, productCode);
    const pageTimes = await timePages(app.url, productCode);
    const parallel = new Map<string, number>();
    const jar = createCookieJar();
    configureApi({ baseUrl: app.url, fetch: jar.fetch, readCookie: jar.readCookie });
    await getCsrfCookie();
    await login({ email: 'customer@example.com', password, remember: false });
    for (const page of pages(productCode)) {
      proxy.takeMost();
      await (await jar.fetch(`${app.url}${page}`, { headers: { accept: 'text/html' } })).text();
      parallel.set(page, proxy.takeMost());
    }
    return { seedMs, products: await productCount(laravel.url), calls, pages: pageTimes, parallel };
  } finally {
    await app.close();
    await proxy.close();
    await laravel.close();
  }
}

buildApp();
// The product opened: the first of the category page on the full data, the same on both servers.
let productCode = '';
{
  seedDataSize('full');
  const probe = await startApiServer({ port: 0 });
  const jar = createCookieJar();
  configureApi({ baseUrl: probe.url, fetch: jar.fetch, readCookie: jar.readCookie });
  await getCsrfCookie();
  await login({ email: 'customer@example.com', password, remember: false });
  productCode = productOf(await read(catalogReads.category({ id: category, search: new URLSearchParams() })));
  await probe.close();
}

const results = new Map<string, Result>();
if (servers.includes('mocks')) results.set('mocks', await benchMocks());
if (servers.includes('laravel')) results.set('laravel', await benchLaravel());

const names = [...results.keys()];
console.log(`\nSeeded at full size (product ${productCode} opened; ${reps} reps after one warm-up round)`);
console.log(
  formatTable(
    ['server', 'seeding', 'live products'],
    names.map((name) => {
      const result = results.get(name) as Result;
      return [name, formatMs(result.seedMs), String(result.products)];
    }),
  ),
);

const callRows: string[][] = [];
const first = results.get(names[0] ?? '');
for (const [step, calls] of first?.calls ?? []) {
  for (const call of calls.keys()) {
    callRows.push([
      step,
      call,
      ...names.map((name) => formatMs(median(results.get(name)?.calls.get(step)?.get(call) ?? []))),
    ]);
  }
}
console.log(
  "\nEach call of the journey, median ms over HTTP (a screen's reads go out together, as the app sends them)",
);
console.log(formatTable(['step', 'call', ...names], callRows));

console.log(
  '\nThe catalogue pages drawn on the server: time to first byte, median ms (shell n/reps: the reads missed the ' +
    "renderer's deadline and the page came as the shell for the browser to draw)",
);
console.log(
  formatTable(
    ['page', ...names, 'reads in flight at once (laravel)'],
    pages(productCode).map((page) => [
      page,
      ...names.map((name) => {
        const time = results.get(name)?.pages.get(page);
        if (!time) return '—';
        return `${formatMs(time.ttfb)}${time.shells > 0 ? ` (shell ${time.shells}/${reps})` : ''}`;
      }),
      String(results.get('laravel')?.parallel?.get(page) ?? '—'),
    ]),
  ),
);
