// Post-build step: paints the public routes (landing, login, not found) into HTML so a phone shows the page before
// any JavaScript runs; main.tsx then hydrates it. Also keeps build metadata off the public folder.
//   dist/index.html            the landing, prerendered (`/`)
//   dist/login/index.html      `/login`;  dist/not-found/index.html  `/not-found`
//   dist/app.html              the empty shell every other route gets (the server's history fallback)
// Vite's manifest and the (hidden) source maps move to dist-meta/: tools read them, browsers never see them.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chunksOfRoute, type Manifest, stylesOfRoute } from './manifest.ts';

const appDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(appDir, 'dist');
const meta = path.join(appDir, 'dist-meta');
const pages = [
  ['/', 'index.html'],
  ['/login', 'login/index.html'],
  ['/not-found', 'not-found/index.html'],
] as const;

const { renderRoute } = (await import(pathToFileURL(path.join(appDir, 'dist-ssr/prerender.js')).href)) as {
  renderRoute: (location: string) => Promise<string>;
};
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const mount = '<div id="root"></div>';
if (!shell.includes(mount)) throw new Error(`index.html has no ${mount}`);
writeFileSync(path.join(dist, 'app.html'), shell);

// The public screens' bundle is requested at once, beside the entry, instead of after it has run; its styles are
// in the page from the start (the HTML is painted with them, and nothing moves when the bundle arrives).
const preloads = [
  ...stylesOfRoute(manifest, 'public').map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ...chunksOfRoute(manifest, 'public').map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
].filter((link) => !shell.includes(link.match(/href="\/([^"]+)"/)?.[1] ?? ''));

// The fonts the first screen paints with (body text, links and buttons, the headings), Latin subset: requested with the HTML so
// the swap from the fallback font happens before the first paint, not after it.
const firstScreenFonts = [
  /^inter-latin-400-normal-.*\.woff2$/,
  /^inter-latin-500-normal-.*\.woff2$/,
  /^fredoka-latin-600-normal-.*\.woff2$/,
];
const assets = readdirSync(path.join(dist, 'build/assets'));
const fontPreloads = firstScreenFonts.map((pattern) => {
  const font = assets.find((name) => pattern.test(name));
  if (!font) throw new Error(`No font file matches ${pattern}`);
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/build/assets/${font}">`;
});

for (const [location, file] of pages) {
  const rendered = await renderRoute(location);
  // React puts the preloads it derives (the hero's high-priority image) before the markup; they belong in <head>,
  // and inside #root they would not match the tree React hydrates.
  const hoisted = rendered.match(/^(?:<link [^>]*>)*/)?.[0] ?? '';
  const html = rendered.slice(hoisted.length);
  const head = [...fontPreloads, ...(hoisted.match(/<link [^>]*>/g) ?? []), ...preloads].join('\n    ');
  const page = shell.replace(mount, `<div id="root">${html}</div>`).replace('</head>', `  ${head}\n  </head>`);
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
console.log(`Prerendered ${pages.map(([location]) => location).join(', ')}; manifest and source maps in dist-meta/`);
