// Proves the library's docs pages render: serves the built library Storybook (`npm run build-storybook:ui`) and opens
// each MDX page in Chromium, checking its heading and what it must show (the tokens read from the theme, live
// examples in German). Prints one line per page; exits 1 if any check fails or a page throws.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../tooling/chromium.ts';

const root = path.resolve(import.meta.dirname, '../storybook-ui-static');
const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Each page, the heading it starts with, and a text it must show once its examples have rendered. */
const pages = [
  {
    id: 'library-getting-started--docs',
    heading: 'Getting started with @factory/ui',
    shows: '@factory/ui/css/Badge.css',
  },
  { id: 'library-tokens--docs', heading: 'Tokens', shows: '--factory-color-brand-strong' },
  { id: 'library-theming--docs', heading: 'Theming', shows: 'Button primary' },
  { id: 'library-localisation--docs', heading: 'Localisation', shows: '1 von 1.235' },
  {
    id: 'library-twin-blocks--docs',
    heading: "Twin blocks: React Aria or the browser's own",
    shows: "a short choice that must apply within a frame (a table's page size)",
  },
];

const server = createServer((request, response) => {
  let file = path.join(root, decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!file.startsWith(root) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let failed = 0;
try {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const { id, heading, shows } of pages) {
    await page.goto(`http://127.0.0.1:${port}/iframe.html?viewMode=docs&id=${id}`);
    const docs = page.locator('#storybook-docs');
    // Waits for each, as MDX pages render after the page has loaded.
    const shown = (locator: ReturnType<typeof docs.getByText>) =>
      locator
        .first()
        .waitFor({ timeout: 30_000 })
        .then(() => true)
        .catch(() => false);
    const ok =
      (await shown(docs.getByRole('heading', { level: 1, name: heading }))) && (await shown(docs.getByText(shows)));
    if (!ok) failed += 1;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${heading}: shows "${shows}"`);
  }
  console.log(`docs pages: ${pages.length - failed} of ${pages.length} render; ${errors.length} page errors`);
  if (errors.length > 0) console.log(errors.join('\n'));
  if (failed > 0 || errors.length > 0) process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
