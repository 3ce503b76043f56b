// The catalogue's pages rendered on the server with the visitor's data (on a phone, a page painted from
// the HTML instead of after 190 KB of JavaScript and then its calls). The server that serves the app (the local
// server of `npm start`, `npm run start:laravel`) loads the build's server bundle and asks it for each page; the
// browser hydrates the HTML from the same data (main.tsx), so nothing is fetched twice or drawn differently.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configureApi } from '@factory/api';
import { currentUserQuery } from '@factory/screens';
import { type CoverWindow, provideCoverWindow } from '@factory/screens/catalog/cover-window';
import { dehydrate } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { type Bundle, chunksOfRoute, type Manifest, stylesOfRoute } from '../../scripts/manifest.ts';
import { App, createQueryClient } from '../App.tsx';
import { config } from '../config.ts';
import { decideAccess, visitorOf } from '../guards/access.ts';
import { type PageDef, type PageName, pages, parentOf } from '../routes/pages.ts';
import { prefetchVisit, routeAt } from '../shell/routeData.ts';
import { withDeadline } from './deadline.ts';
import { pageHtml } from './pageHtml.ts';
import { modulesToRun } from './pageModules.ts';
import { renderToHtml } from './render.tsx';

/** The API as the server reaches it: its own handlers (or its proxy to Laravel), called in process. */
type ApiFetch = (request: Request) => Promise<Response>;

/** Renders the page a request asks for, or answers undefined: the server then sends the empty shell. */
export type PageRenderer = (request: Request, api: ApiFetch) => Promise<Response | undefined>;

/** The bundles a page shows: those of the pages it sits in (the catalogue's shell), then its own. */
const bundlesOf = (def: PageDef): Bundle[] => {
  const parent = parentOf(def);
  return [...(parent ? bundlesOf(parent) : []), def.name as PageName];
};

/** The pages the server draws, by name, with their bundles (the page list's `serverDrawn`). */
export const drawnPages = new Map<string, Bundle[]>(
  pages.filter((def) => def.serverDrawn).map((def) => [def.name, bundlesOf(def)]),
);

/**
 * How long the page's reads may take before the server gives up and sends the shell (the browser then reads and
 * draws as it would without a server render): a slow backend must not hold the whole page.
 */
const defaultRenderDeadlineMs = 2_000;

/** The visit being rendered: whose cookies the API calls carry and the origin they go to. */
interface Visit {
  origin: string;
  cookie: string;
  api: ApiFetch;
}
const visits = new AsyncLocalStorage<Visit>();

function currentVisit(): Visit {
  const visit = visits.getStore();
  if (!visit) throw new Error('An API call outside a page render');
  return visit;
}

/**
 * One DOM per origin for the cover's sanitiser, at that origin, so it judges media sources as the browser does. The
 * origin comes from the request's Host: a few are kept, never one per made-up host.
 */
const coverWindows = new Map<string, CoverWindow>();
const coverWindowAt = (origin: string): CoverWindow => {
  let win = coverWindows.get(origin);
  if (!win) {
    if (coverWindows.size >= 4) coverWindows.clear();
    win = new JSDOM('', { url: origin }).window as unknown as CoverWindow;
    coverWindows.set(origin, win);
  }
  return win;
};

/** The shell and build manifest the page is written into: `dist/` and `dist-meta/` beside this bundle's folder. */
export function createPageRenderer(
  appDir = path.resolve(import.meta.dirname, '..'),
  { renderDeadlineMs = defaultRenderDeadlineMs }: { renderDeadlineMs?: number } = {},
): PageRenderer | undefined {
  // An API on another origin (VITE_API_BASE_URL) holds the visitor's cookies there: this server cannot read as them.
  if (config.apiBaseUrl !== '') return undefined;
  const shell = readFileSync(path.join(appDir, 'dist/app.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'dist-meta/manifest.json'), 'utf8')) as Manifest;

  configureApi({
    baseUrl: '',
    readCookie: () => undefined,
    fetch: async (input, init) => {
      const { origin, cookie, api } = currentVisit();
      const request = new Request(new URL(String(input), origin), init);
      request.headers.set('cookie', cookie);
      return api(request);
    },
  });
  provideCoverWindow(() => coverWindowAt(currentVisit().origin));

  // The page's code is fetched once its pictures have loaded (main.tsx): the shell's module preloads leave the head
  // and join the list the entry reads.
  const modulePreload = /<link rel="modulepreload" crossorigin href="(\/[^"]+)">\s*/g;
  const shellModules = [...shell.matchAll(modulePreload)].map((match) => match[1] as string);
  const template = shell.replace(modulePreload, '');
  // The entry's own file and the app's (each bundle's own chunk comes last in its list).
  const [entryFile = '', appFile = ''] = (['entry', 'appStart'] as const).map(
    (bundle) => `/${chunksOfRoute(manifest, bundle).at(-1)}`,
  );

  /**
   * A drawn page's styles (painted with the HTML) and code (the app the entry starts, the catalogue's shell, the
   * page's screen).
   */
  const assetsOf = (screen: Bundle[]) => {
    const bundles: Bundle[] = ['appStart', ...screen];
    const styles = bundles
      .flatMap((bundle) => stylesOfRoute(manifest, bundle))
      .filter((file) => !template.includes(`/${file}"`));
    const chunks = bundles.flatMap((bundle) => chunksOfRoute(manifest, bundle)).map((file) => `/${file}`);
    return {
      styles: [...new Set(styles)].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      modules: modulesToRun([...shellModules, ...chunks], entryFile, appFile),
    };
  };

  const renderVisit = async (url: URL) => {
    const found = routeAt(url.pathname);
    const bundles = found && drawnPages.get(found.route.name);
    if (!found || !bundles) return undefined;
    const queryClient = createQueryClient();
    const location = { pathname: url.pathname, search: url.search };
    const read = await withDeadline(
      prefetchVisit(queryClient, location).then(() => true),
      renderDeadlineMs,
    );
    const user = queryClient.getQueryData(currentUserQuery.queryKey);
    // Not signed in, or sent elsewhere by the guard (first password, role 2): the browser's guard does that.
    if (!read || !user || decideAccess(found.route, visitorOf(user)).kind !== 'allow') return undefined;
    // Only answered reads go to the browser; a failed one is read again there, and both renders show it loading.
    const data = dehydrate(queryClient);
    const rendered = await renderToHtml(<App location={`${url.pathname}${url.search}`} data={data} />);
    // React puts the preloads it derives (a card's high-priority image) before the markup; they belong in <head>.
    const hoisted = rendered.match(/^(?:<link [^>]*>)*/)?.[0] ?? '';
    const { styles, modules } = assetsOf(bundles);
    const head = [...(hoisted.match(/<link [^>]*>/g) ?? []), ...styles];
    return pageHtml(template, { head, markup: rendered.slice(hoisted.length), data, modules });
  };

  return async (request, api) => {
    const url = new URL(request.url);
    const cookie = request.headers.get('cookie');
    // Without a session cookie there is nothing to render as: the shell's guard sends the visitor to log in.
    if (request.method !== 'GET' || !cookie) return undefined;
    try {
      const html = await visits.run({ origin: url.origin, cookie, api }, () => renderVisit(url));
      if (html === undefined) return undefined;
      // The page holds the visitor's own data: never kept by a shared cache, revalidated by the browser's.
      return new Response(html, {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache' },
      });
    } catch (error) {
      // A page the server cannot render is still the browser's to draw, from the shell.
      console.error('Server render failed; sending the shell', url.pathname, error);
      return undefined;
    }
  };
}
