// Post-build step: paints the public routes (landing, login, not found) into HTML so a phone shows the page before
// any JavaScript runs; their entries then hydrate it. Also keeps build metadata off the public folder.
//   dist/index.html            the landing (`/`), prerendered into landing.html: its own entry, not the router app
//   dist/login/index.html      `/login`;  dist/not-found/index.html  `/not-found` (the router app, index.html)
//   dist/app.html              the router app's empty shell every other route gets (the server's history fallback)
// Vite's manifest and the (hidden) source maps move to dist-meta/: tools read them, browsers never see them.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Bundle, chunksOfRoute, type Manifest, stylesOfRoute } from './manifest.ts';

const appDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(appDir, 'dist');
const meta = path.join(appDir, 'dist-meta');
const { renderRoute, renderLanding } = (await import(
  pathToFileURL(path.join(appDir, 'dist-ssr/prerender.js')).href
)) as {
  renderRoute: (location: string) => Promise<string>;
  renderLanding: () => Promise<string>;
};
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

const mount = '<div id="root"></div>';
const readShell = (file: string) => {
  const html = readFileSync(path.join(dist, file), 'utf8');
  if (!html.includes(mount)) throw new Error(`${file} has no ${mount}`);
  return html;
};
/**
 * ICU's locale data loads on the page's first use of Intl: 15–40 ms of main thread here, four times that on a slow
 * phone, in one task that cannot be split. The app needs it as it takes a page over (React Aria's i18n module calls
 * Intl as it loads; the counts on a page are Intl's). Run at the top of the head, it happens while the browser waits
 * for the style sheets and fonts the head lists (their requests go out before it runs): the first paint is no later,
 * and the takeover's tasks no longer carry it. The server allows this script by its hash (mocks' serverApp.ts).
 */
/**
 * navigator.language need not be a valid tag ("C" in WebKit under LANG=C.UTF-8): the list would throw a RangeError on
 * every page, so a bad one warms up with English alone.
 */
const localeWarmUp =
  "<script>try{Intl.DateTimeFormat.supportedLocalesOf([navigator.language,'en-US'])}catch{Intl.DateTimeFormat.supportedLocalesOf('en-US')}</script>";
const shell = readShell('index.html').replace(/(<meta charset="[^"]*" \/>)/, `$1${localeWarmUp}`);
if (!shell.includes(localeWarmUp)) throw new Error('index.html has no <meta charset> to put the locale warm-up after');
const landingShell = readShell('landing.html');
rmSync(path.join(dist, 'landing.html'));

/**
 * Tags that load bundles with the page: their styles (the HTML is painted with them, and nothing moves when the code
 * arrives) and their code (requested at once, beside the entry, instead of after it has run); none the page has.
 */
const bundleTags = (page: string, bundles: Bundle[]) =>
  [
    ...new Set([
      ...bundles
        .flatMap((bundle) => stylesOfRoute(manifest, bundle))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...bundles
        .flatMap((bundle) => chunksOfRoute(manifest, bundle))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ]),
  ].filter((link) => !page.includes(link.match(/href="\/([^"]+)"/)?.[1] ?? ''));

// Every page of the router app loads the app its entry starts (start.tsx) with the entry. Its public pages load the
// public screens' bundle too. The landing's entry imports its screen statically: Vite's own tags in landing.html
// cover it.
const appTags = bundleTags(shell, ['appStart']);
const publicPreloads = bundleTags(shell, ['appStart', 'public']);

// The fonts the first screen paints with (body text, links, buttons, the headings), their small first subsets
// (@factory/ui's fonts/core.css): requested with the HTML so the swap from the fallback font happens before the first
// paint, not after it. The router app's shell gets them too: a screen it renders after its JavaScript (the catalogue
// home) otherwise painted with the fallback font and moved when the fonts arrived (layout shift 0.16).
const firstScreenFonts = [
  /^inter-core-400-.*\.woff2$/,
  /^inter-core-500-.*\.woff2$/,
  /^inter-core-700-.*\.woff2$/,
  /^fredoka-core-600-.*\.woff2$/,
];
const assets = readdirSync(path.join(dist, 'build/assets'));
const fontPreloads = firstScreenFonts.map((pattern) => {
  const font = assets.find((name) => pattern.test(name));
  if (!font) throw new Error(`No font file matches ${pattern}`);
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/build/assets/${font}">`;
});
const withHead = (html: string, links: readonly string[]) =>
  html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
writeFileSync(path.join(dist, 'app.html'), withHead(shell, [...fontPreloads, ...appTags]));

/**
 * The landing's style sheets go into its HTML: on a slow phone, a request for each before the first paint cost more
 * than the bytes. Each file stays named by a disabled link (which the browser does not fetch), so a chunk loaded
 * later that lists the same sheet finds it on the page instead of adding it again after the page's other styles.
 */
function inlineStyleSheets(html: string): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file: string) => {
    const css = readFileSync(path.join(dist, file), 'utf8');
    if (css.includes('</style')) throw new Error(`${file} cannot be inlined`);
    return `<style>${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
  });
}

// The landing's hydration code comes after the first paint, but the page is painted with its styles.
const landingPreloads = stylesOfRoute(manifest, 'landingHydrate')
  .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
  .filter((link) => !landingShell.includes(link.match(/href="\/([^"]+)"/)?.[1] ?? ''));

const pages = [
  { location: '/', file: 'index.html', shell: landingShell, preloads: landingPreloads, render: renderLanding },
  {
    location: '/login',
    file: 'login/index.html',
    shell,
    preloads: publicPreloads,
    render: () => renderRoute('/login'),
  },
  {
    location: '/not-found',
    file: 'not-found/index.html',
    shell,
    preloads: publicPreloads,
    render: () => renderRoute('/not-found'),
  },
];

for (const { location, file, shell, preloads, render } of pages) {
  const rendered = await render();
  // React puts the preloads it derives (the hero's high-priority image) before the markup; they belong in <head>,
  // and inside #root they would not match the tree React hydrates.
  const hoisted = rendered.match(/^(?:<link [^>]*>)*/)?.[0] ?? '';
  const html = rendered.slice(hoisted.length);
  // The hero's image first: it is the largest paint, and on a slow connection the fonts would take the line before it.
  const head = [...(hoisted.match(/<link [^>]*>/g) ?? []), ...fontPreloads, ...preloads];
  const painted = withHead(shell.replace(mount, `<div id="root">${html}</div>`), head);
  const page = location === '/' ? inlineStyleSheets(painted) : painted;
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), page);
}

rmSync(meta, { recursive: true, force: true });
mkdirSync(meta, { recursive: true });
renameSync(path.join(dist, '.vite/manifest.json'), path.join(meta, 'manifest.json'));
rmSync(path.join(dist, '.vite'), { recursive: true });
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (entry.isFile() && entry.name.endsWith('.map'))
    renameSync(path.join(entry.parentPath, entry.name), path.join(meta, entry.name));
}
console.log(`Prerendered ${pages.map(({ location }) => location).join(', ')}; manifest and source maps in dist-meta/`);
