// The "add a page" recipe (docs/conventions.md), followed: a page entry and its screen folder are all a new catalogue
// page takes. The entry below is added to the page list as a newcomer would add it; its screen folder
// (`RecipeExampleScreen/` with index.ts and reads.ts, which @factory/screens/catalog/pages finds by its name) is stood
// in for by a module with its screen and reads. Nothing else is edited, and the page is routed, linked, prefetched,
// drawn by the server and found in the build manifest.
import { loginWith, useMockApi } from '@factory/mocks/test';
import type { RouteReads } from '@factory/screens';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chunksOfRoute, type Manifest } from '../../scripts/manifest.ts';
import type { PageDef } from './pages.ts';

/** The new page's screen folder: its bundle (index.ts) and its first reads (reads.ts). */
const recipeExampleFolder = vi.hoisted(() => ({
  bundle: { RecipeExampleScreen: () => null },
  reads: {} as { recipeExample?: RouteReads },
}));

// Step 1 of the recipe: the page's entry.
vi.mock('./pages.ts', async (original) => {
  const actual = await original<typeof import('./pages.ts')>();
  const recipeExample: PageDef<'recipeExample'> = {
    name: 'recipeExample',
    path: '/catalog/recipe-example',
    area: 'catalog',
    guard: 'session',
    serverDrawn: true,
  };
  return { ...actual, pages: [...actual.pages, recipeExample] };
});

// Step 2: its screen folder, where the catalogue's pages module looks for every page's (the home's reads stand in
// for its own: the seasonal products and the visitor's ranges).
vi.mock('@factory/screens/catalog/pages', async (original) => {
  const actual = await original<typeof import('@factory/screens/catalog/pages')>();
  recipeExampleFolder.reads.recipeExample = actual.catalogPageReads('CatalogScreen', 'catalog');
  return {
    ...actual,
    catalogPageCode: (folder: string) =>
      folder === 'RecipeExampleScreen' ? async () => recipeExampleFolder.bundle : actual.catalogPageCode(folder),
    catalogPageReads: (folder: string, name: string) =>
      folder === 'RecipeExampleScreen'
        ? recipeExampleFolder.reads[name as 'recipeExample']
        : actual.catalogPageReads(folder, name),
  };
});

// After the mock: every list below maps over the page list with the new entry in it.
const { routeTable, routeNamed } = await import('./routeTable.ts');
const { hrefTo } = await import('./links.ts');
const { routes } = await import('../router.tsx');
const { prefetchVisit, routeAt } = await import('../shell/routeData.ts');
const { drawnPages } = await import('../server/pages.tsx');

// biome-ignore lint/correctness/useHookAtTopLevel: a test file's lifecycle helper (vitest hooks), not a React hook.
const api = useMockApi();
let sent: string[];
beforeEach(() => {
  sent = [];
  api.server.events.removeAllListeners();
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') sent.push(`${url.pathname}${url.search}`);
  });
});

describe('a new catalogue page, from its entry and its screen folder alone', () => {
  it('is a route of the table with its guard, and links build its path', () => {
    expect(routeTable.map((route) => route.path)).toContain('/catalog/recipe-example');
    expect(routeNamed('recipeExample' as never)).toMatchObject({ area: 'catalog', guard: 'session' });
    expect(hrefTo('recipeExample' as never)).toBe('/catalog/recipe-example');
  });

  it("is routed inside the catalogue's shell, its code fetched ahead of a visit", async () => {
    const matches = matchRoutes(routes, '/catalog/recipe-example') ?? [];
    expect(matches.map((match) => match.route.path).filter(Boolean)).toEqual(['/catalog', 'recipe-example']);
    const handle = matches.at(-1)?.route.handle as { preload?: () => Promise<unknown> } | undefined;
    expect(await handle?.preload?.()).toBe(recipeExampleFolder.bundle);
  });

  it("has its first reads sent when a visit starts, with the catalogue shell's", async () => {
    await loginWith('customer');
    sent = [];
    expect(routeAt('/catalog/recipe-example')?.route.name).toBe('recipeExample');
    await prefetchVisit(new QueryClient({ defaultOptions: { queries: { retry: false } } }), {
      pathname: '/catalog/recipe-example',
      search: '',
    });
    expect(sent.sort()).toEqual([
      '/api/categories',
      '/api/customer-wishlist',
      '/api/product/seasonal',
      '/api/user',
      '/api/user?includeAccessData=1',
    ]);
  });

  it("is drawn by the server with the shell's bundle and its own, found in the build by its folder", () => {
    expect(drawnPages.get('recipeExample')).toEqual(['catalog', 'recipeExample']);
    const manifest: Manifest = {
      'index.html': { file: 'build/assets/index-A1.js', isEntry: true },
      '../screens/src/catalog/RecipeExampleScreen/index.ts': {
        file: 'build/assets/RecipeExampleScreen-B2.js',
        imports: ['index.html'],
      },
    };
    expect(chunksOfRoute(manifest, 'recipeExample' as never)).toEqual([
      'build/assets/index-A1.js',
      'build/assets/RecipeExampleScreen-B2.js',
    ]);
  });
});
