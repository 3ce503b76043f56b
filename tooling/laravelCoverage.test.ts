// Every call @factory/api makes has its route in the reference Laravel app, and every route there is one the client
// calls: read from laravel/'s PHP sources (no PHP needed), and checked against `php artisan route:list` where PHP is
// installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { type LaravelRoute, laravelRoutes, routeCoverage, routeShape } from './laravelRoutes.ts';

const laravelDir = path.resolve(import.meta.dirname, '../laravel');
const routes = laravelRoutes(laravelDir);
const coverage = routeCoverage(endpoints, routes);
const { unserved } = coverage;
/** Stored uploads are read by their address (a picture's `src`, a document's link), never by a call. */
const readByAddress = (route: LaravelRoute) =>
  route.uri.startsWith('storage/') && route.methods.every((method) => method === 'GET' || method === 'HEAD');
const unreached = coverage.unreached.filter((route) => !readByAddress(route));

const hasPhp = spawnSync('php', ['--version']).status === 0;

/** `php artisan route:list --json`, run with a throw-away storage folder so the worktree stays clean. */
function artisanRoutes(): LaravelRoute[] {
  const storage = mkdtempSync(path.join(tmpdir(), 'factory-routes-'));
  try {
    const json = execFileSync('php', ['artisan', 'route:list', '--json'], {
      cwd: laravelDir,
      env: { ...process.env, LARAVEL_STORAGE: storage },
      encoding: 'utf8',
    });
    return (JSON.parse(json) as { method: string; uri: string }[]).map(({ method, uri }) => ({
      methods: method.split('|'),
      uri,
    }));
  } finally {
    rmSync(storage, { recursive: true, force: true });
  }
}

const listed = (lines: string[]) => lines.map((line) => `  ${line}`).join('\n');
const byRoute = (route: LaravelRoute) => `${route.methods.join('|')} ${route.uri}`;

describe('the reference Laravel app serves exactly the calls of @factory/api', () => {
  it('has a route for every call of the client', () => {
    const missing = unserved.map((call) => `${call.method} ${call.path} (${call.name})`);
    if (missing.length > 0) console.log(`${missing.length} calls without a Laravel route:\n${listed(missing)}`);
    expect(missing).toEqual([]);
  });

  it('has no route the client never calls', () => {
    const extra = unreached.map(byRoute);
    if (extra.length > 0) console.log(`${extra.length} Laravel routes no call reaches:\n${listed(extra)}`);
    expect(extra).toEqual([]);
  });

  it.runIf(hasPhp)('reads the routes as Laravel lists them (php artisan route:list; skipped without PHP)', () => {
    // Resource routes' placeholders are named by Laravel (`{area}`); they count by position only.
    const sorted = (list: LaravelRoute[]) =>
      list.map((route) => `${route.methods.join('|')} ${routeShape(route.uri)}`).toSorted();
    expect(sorted(routes)).toEqual(sorted(artisanRoutes()));
  });
});
