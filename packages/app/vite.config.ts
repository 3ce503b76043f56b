// The app's build: index.html at the root of dist/, every built asset under /build/ (Laravel's Vite convention),
// so dist/ works behind any static server with a history fallback, or copied into Laravel's public/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { backendPathPrefixes } from '@factory/api';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { sourceConditions, vanillaExtract } from '../../tooling/vite-shared.ts';
import { appLanguages, onlyLanguages } from './scripts/uiLanguages.ts';

/** Paths the Laravel server answers (@factory/api's list); in `npm run dev:remote` they are proxied to API_URL. */
const backendPaths = [...backendPathPrefixes.map((prefix) => prefix.slice(0, -1)), '/logout'];

/**
 * The app pins its locale to en-US (PageFrame), so @factory/ui's texts in the other six languages would be dead weight
 * on every page (2.4 KB gzip on the landing): each block's table keeps only the app's languages (scripts/uiLanguages).
 */
const uiTextsOfTheApp = (): Plugin => ({
  name: 'factory-ui-texts-of-the-app',
  enforce: 'pre',
  transform(code, id) {
    if (!/packages\/ui\/src\/([A-Za-z]+\/messages|i18n\/common)\.ts$/.test(id)) return undefined;
    const edited = onlyLanguages(code, appLanguages);
    return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
  },
});

/**
 * React Aria's own texts (a menu's, a toast region's…) come in 34 languages, all bundled with the component that
 * reads them (3.5 KB gzip of the catalogue home's first load); the app keeps its own languages' and answers the others
 * with an empty module, as React Aria's optimize-locales plugin does.
 */
const reactAriaTextsOfTheApp = (): Plugin => ({
  name: 'factory-react-aria-texts-of-the-app',
  enforce: 'pre',
  resolveId(source, importer) {
    const language = /(?:^|\/)intl\/(?:[\w-]+\/)?([a-z]{2})-[A-Z]{2}\.mjs$/.exec(source)?.[1];
    if (!language || appLanguages.includes(language) || !/\/react-aria(-components)?\/dist\//.test(importer ?? ''))
      return null;
    return otherLanguage;
  },
  load: (id) => (id === otherLanguage ? 'export default undefined;' : undefined),
});
const otherLanguage = '\0factory-react-aria-other-language';

/**
 * React Router as small as it can be, in the app's build:
 * - its package exports only its development build (remix-run/react-router#14102), whose `ENABLE_DEV_WARNINGS =
 *   true` keeps every warning and its message; the production build shipped beside it is otherwise the same;
 * - its `Link`, `NavLink` and `Form` (`React.forwardRef(…)` calls the bundler cannot prove pure, then named by a
 *   `displayName` write) stayed in the bundle with all they use (link prefetching, form submission), though the
 *   app uses none of them (React Aria's links navigate through the router): the calls are marked pure and the names,
 *   seen only in React's developer tools, left out.
 */
const reactRouterProduction = (): Plugin => ({
  name: 'factory-react-router-production',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!/^react-router(\/|$)/.test(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return (
      resolved && { ...resolved, id: resolved.id.replace(/(\/react-router\/dist\/)development\//, '$1production/') }
    );
  },
  transform(code, id) {
    if (!/\/react-router\/dist\/production\/chunk-[^/]+\.mjs$/.test(id)) return undefined;
    // Lines are kept (a name's line is emptied), so the module's source map still holds: `map: null`.
    const pure = code
      .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
      .replace(/^ *[\w$]+\.displayName = "[^"]*";$/gm, '');
    return { code: pure, map: null };
  },
});

/**
 * The build prints one line of what it wrote (`vite build --logLevel warn` leaves out Vite's list of ~200 files and
 * their sizes; `node scripts/landing-size.ts` and `firstLoadBreakdown.ts` give the sizes that have budgets), so
 * `npm start` shows what it builds and, past that, only warnings.
 */
const buildSummary = (): Plugin => {
  let started = 0;
  let files = 0;
  let kilobytes = 0;
  return {
    name: 'factory-build-summary',
    apply: 'build',
    buildStart() {
      started = performance.now();
    },
    writeBundle(options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.fileName.endsWith('.map')) continue;
        files += 1;
        kilobytes += (output.type === 'chunk' ? output.code.length : output.source.length) / 1000;
      }
      const where = path.relative(process.cwd(), options.dir ?? '') || '.';
      const target = this.environment.config.consumer === 'server' ? 'the server' : 'the browser';
      // Straight to stdout: the build's logger is at `warn` and would drop an info line.
      process.stdout.write(
        `Built the app for ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${files} files, ` +
          `${Math.round(kilobytes)} kB, in ${where}/\n`,
      );
    },
  };
};

/**
 * Two pages: the landing `/` (landing.html, its own small entry) and the router app (index.html) for every other
 * route. The build writes both; scripts/prerender.ts makes the landing's the site's index.html. The dev server
 * answers `/` with landing.html as the built site does.
 */
const pages = { app: 'index.html', landing: 'landing.html' };
const landingAtRoot = (): Plugin => ({
  name: 'factory-landing-at-root',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url === '/' || request.url?.startsWith('/?'))
        request.url = `/${pages.landing}${request.url.slice(1)}`;
      next();
    });
  },
});

/**
 * `vite --mode demo`: the pages boot through the demo entry, which starts the mocks' service worker first; the
 * worker script is served from the workspace's `public/` (where `msw init` keeps it), not shipped in the app's build.
 */
const demoMode = (): Plugin => ({
  name: 'factory-demo-mode',
  transformIndexHtml: (html) =>
    html
      .replace('/src/landing/main.tsx', '/src/demo/main.tsx?page=landing')
      .replace('/src/main.tsx', '/src/demo/main.tsx'),
  configureServer(server) {
    const worker = path.resolve(import.meta.dirname, '../../public/mockServiceWorker.js');
    server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
      response.setHeader('Content-Type', 'text/javascript');
      response.end(readFileSync(worker));
    });
  },
});

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiUrl = env.API_URL;
  return {
    ...sourceConditions,
    plugins: [
      react(),
      vanillaExtract(),
      uiTextsOfTheApp(),
      reactAriaTextsOfTheApp(),
      reactRouterProduction(),
      landingAtRoot(),
      buildSummary(),
      ...(mode === 'demo' ? [demoMode()] : []),
    ],
    // Hidden source maps and the manifest are moved out of dist/ by scripts/prerender.ts.
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      assetsDir: 'build/assets',
      sourcemap: 'hidden',
      manifest: true,
      modulePreload: {
        // The landing's entry imports its hydration once the page has painted; Vite's loader would first add a
        // modulepreload link per chunk to the head, and on a slow phone those insertions (restyling a page whose
        // styles are inline) cost more than letting the browser fetch the chunk's imports as it reads it.
        // The router app's entry imports the app (start.tsx) whose code and styles every page already names: the
        // shell's and the prerendered pages' heads (scripts/prerender.ts), a page the server drew by its module list
        // (main.tsx). Vite's loader would look each of its ~40 files up among the page's links again: up to 80 ms in
        // one task on a slow phone.
        resolveDependencies: (file, dependencies, { hostType }) =>
          hostType === 'js' && /\/(hydrate|start)-[^/]*\.js$/.test(file) ? [] : dependencies,
        // Every browser the build targets but Safari 16 and Firefox 114 knows modulepreload; there, without the
        // polyfill (0.2 KB gzip of each first load), a chunk's imports load as the chunk is read.
        polyfill: false,
      },
      rolldownOptions: {
        input: Object.values(pages).map((page) => path.resolve(import.meta.dirname, page)),
        // Rolldown's note of which plugins took the longest says how busy the machine was, not that anything is wrong:
        // every build printed it. Profile a slow build with `node --cpu-prof` instead.
        checks: { bundlerTimings: false },
        output: {
          // Shared chunks are named by their hash alone: their names, repeated in every import of them and in the
          // lists of what each lazy import preloads, were 1.2 KB gzip of the catalogue home's first load and 0.4 of
          // the landing's. Vite's manifest (dist-meta/) still names each; the screens' bundles and the hydration keep
          // theirs.
          // A screens bundle is its folder's index.ts: named by the folder (`ProductSearchScreen-….js`), not `index`.
          chunkFileNames: (chunk) =>
            chunk.isDynamicEntry || chunk.name === 'hydrate'
              ? `build/assets/${/\/(\w+)\/index\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1] ?? '[name]'}-[hash].js`
              : 'build/assets/[hash].js',
          // The small content blocks the landing and the catalogue home both show stay one chunk: split by which
          // bundles use each (the home uses some of them, the landing all), they became seven files, and the
          // landing's first load grew by 1 KB of gzip overhead. Only blocks without React Aria (LinkCard is not one):
          // a block here that imports React Aria brings it into the landing's first load. The status glyphs, the style
          // props and the texts' lookup too: shared with parts loaded on demand (the toast region, the catalogue
          // home's seasonal carousel), they were small files of their own.
          // The browser's build only: the prerender bundle runs once at build time and splits as it likes.
          codeSplitting: isSsrBuild
            ? undefined
            : {
                groups: [
                  {
                    name: 'blocks',
                    test: /packages\/ui\/src\/(Alert\/glyphs|i18n\/(useT|t)ranslations|Card\/Card\.|Card\/CardFrame|Columns|Tiles|LazyImage|Icon|Layout\/Inline|Button\/NativeButton|shared\/(cssVariable|styleProps)|assets\/placeholder)/,
                    includeDependenciesRecursively: false,
                  },
                  {
                    // What those blocks and the app's entry both build on (layout, theme, the style runtimes), in a
                    // chunk of its own: left to the splitter it can land in the entry's chunk, which imports the blocks
                    // — a cycle that leaves the runtimes undefined when the blocks run.
                    name: 'ui-base',
                    test: /packages\/ui\/src\/(Layout\/(Box|Stack|Typography)|theme\/)|@vanilla-extract\/(recipes|sprinkles)\//,
                  },
                ],
              },
        },
      },
      // Fonts stay files: the CSP allows fonts from our origin only, and each subset loads only when its characters do.
      assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
    },
    // The server bundle (the build's prerender, the server's render of the catalogue's pages) carries our TypeScript
    // workspaces and their dependencies, but jsdom (the cover sanitiser's DOM on the server), which Node loads as is.
    ssr: { ...sourceConditions.ssr, noExternal: true, external: ['jsdom'] },
    server: apiUrl
      ? {
          proxy: {
            ...Object.fromEntries(
              backendPaths.map((path) => [path, { target: apiUrl, changeOrigin: true, cookieDomainRewrite: '' }]),
            ),
            // POST /login is the API; GET /login is the app's login screen.
            '/login': {
              target: apiUrl,
              changeOrigin: true,
              cookieDomainRewrite: '',
              bypass: (request) => (request.method === 'GET' ? '/index.html' : undefined),
            },
          },
        }
      : undefined,
  };
});
