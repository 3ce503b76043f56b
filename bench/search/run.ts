/**
 * `npm run bench:search`: the catalogue search at the factory's real size (7,041 live products), over HTTP as the
 * app calls it: the mocks' local API (MiniSearch) and the reference Laravel app (SQLite FTS5), each seeded with the
 * full data. Per query, the first search (the mocks build their index then) and then the median and worst of
 * `--reps` searches (a page of 24, as the results page asks) and suggestions. A benchmark, not a test: absolute
 * times depend on the machine; run it on an idle one.
 *
 * Flags: --reps=20 --servers=mocks,laravel
 */
import { parseArgs } from 'node:util';
import { configureApi, getProductSuggestions, getProducts, login } from '@factory/api';
import { createCookieJar, seedDataSize, startApiServer } from '@factory/mocks/node';
import { startLaravel } from '../../tooling/laravelServer.ts';
import { formatMs, formatTable, median } from '../table/stats.ts';

const { values } = parseArgs({
  options: { reps: { type: 'string', default: '20' }, servers: { type: 'string', default: 'mocks,laravel' } },
});
const reps = Number(values.reps);
const queries = [
  't-rex',
  't rex',
  'trex',
  'T-rex outdoor',
  'outdoor tyrannosaurus',
  'tyranosaurus',
  'FG-DINO-1006-01',
  'dino',
  'statue',
  'zzzz qqqq',
];

async function time<T>(call: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await call();
  return [performance.now() - start, result];
}

async function bench(name: string, url: string) {
  const jar = createCookieJar();
  configureApi({ baseUrl: url, fetch: jar.fetch, readCookie: jar.readCookie });
  await login({ email: 'customer@example.com', password: 'password', remember: false });
  const rows: string[][] = [];
  for (const q of queries) {
    const [first, page] = await time(() => getProducts({ q, perPage: 24 }));
    const searches: number[] = [];
    const suggestions: number[] = [];
    for (let rep = 0; rep < reps; rep += 1) {
      searches.push((await time(() => getProducts({ q, perPage: 24 })))[0]);
      suggestions.push((await time(() => getProductSuggestions(q)))[0]);
    }
    rows.push([
      JSON.stringify(q),
      String(page.total),
      page.items[0]?.title ?? '—',
      formatMs(first),
      formatMs(median(searches)),
      formatMs(Math.max(...searches)),
      formatMs(median(suggestions)),
      formatMs(Math.max(...suggestions)),
    ]);
  }
  console.log(`\n${name} (${url}), ${reps} reps per query, ms over HTTP`);
  console.log(
    formatTable(
      [
        'query',
        'found',
        'first result',
        'first search',
        'search median',
        'search worst',
        'suggest median',
        'suggest worst',
      ],
      rows,
    ),
  );
}

const servers = values.servers.split(',');
if (servers.includes('mocks')) {
  const seeding = seedDataSize('full');
  const mocks = await startApiServer({ port: 0 });
  console.log(`mocks: seeded the full data in ${seeding} ms`);
  await bench('mocks (MiniSearch)', mocks.url);
  await mocks.close();
}
if (servers.includes('laravel')) {
  const start = performance.now();
  const laravel = await startLaravel({ dataSize: 'full' });
  console.log(`laravel: migrated, seeded and indexed the full data in ${Math.round(performance.now() - start)} ms`);
  try {
    await bench('laravel (SQLite FTS5)', laravel.url);
  } finally {
    await laravel.close();
  }
}
