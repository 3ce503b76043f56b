// Proves @factory/ui works as a published package for the company's other sites: packs it, installs the tarball once
// into a throw-away folder outside the workspace and runs each consumer of scripts/consumer/sites against it — a plain
// Vite site, a Vite site styled with vanilla-extract, server rendering in Node with hydration in Chromium, an import
// as a React Server Component, a Badge-only site within a budget and a German page with no English left. Prints
// one line per check and the figures; exits 1 if any check fails.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import type { Messages } from '../packages/ui/src/i18n/messages.ts';
import { chromiumArgs, chromiumPath } from '../tooling/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const ui = path.join(root, 'packages/ui');
const sites = path.join(import.meta.dirname, 'consumer/sites');

/**
 * What a Badge-only site may add to the same site without the package (gzip): the bubble (0.45 KB), its texts in seven
 * languages with React Aria's useLocale (about 1.7 KB, which a site on React Aria already has in part), the theme and
 * the Badge's CSS.
 */
export const badgeBudget = { jsKb: 2.5, cssKb: 2 };

const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const versionOf = (name: string) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string;
const kb = (bytes: number) => (bytes / 1024).toFixed(2);

const results: { name: string; ok: boolean }[] = [];
const check = (name: string, ok: boolean) => {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
};

const work = mkdtempSync(path.join(tmpdir(), 'factory-ui-consumers-'));
try {
  const tarball = run('npm', ['pack', '--silent', '--pack-destination', work], ui).trim().split('\n').pop() ?? '';
  cpSync(sites, work, { recursive: true });
  // One install for every consumer: the sites are folders below it and resolve the packages from it. The site lists
  // React Aria itself, as a site that uses it does; the package takes it as a peer, so both share one copy.
  const dependencies = Object.fromEntries(
    [
      'react',
      'react-dom',
      'react-aria',
      'react-aria-components',
      'react-stately',
      'vite',
      '@vanilla-extract/css',
      '@vanilla-extract/vite-plugin',
      'typescript',
      '@types/react',
      '@types/react-dom',
    ].map((name) => [name, versionOf(name)]),
  );
  writeFileSync(
    path.join(work, 'package.json'),
    JSON.stringify({
      name: 'consumers',
      private: true,
      type: 'module',
      dependencies: { ...dependencies, '@factory/ui': `file:./${tarball}` },
    }),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], work);
  const installed = path.join(work, 'node_modules/@factory/ui');
  const copies = run('npm', ['ls', 'react-aria', '--all', '--parseable'], work).trim().split('\n');
  check(`one copy of react-aria for the site and the blocks (${copies.length})`, copies.length === 1);

  const vite = path.join(work, 'node_modules/vite/bin/vite.js');
  /** Builds one site; a failed build is printed and counted, and the checks of that site then fail too. */
  const build = (site: string) => {
    try {
      run('node', [vite, 'build', '--logLevel', 'error'], path.join(work, site));
      return true;
    } catch (error) {
      console.log(`     ${site} build failed: ${String((error as { stderr?: Buffer }).stderr ?? error).slice(0, 400)}`);
      return false;
    }
  };
  const assets = (site: string) => {
    const folder = path.join(work, site, 'dist/assets');
    if (!existsSync(folder)) return [];
    return readdirSync(folder).map((file) => ({ file, text: readFileSync(path.join(folder, file)) }));
  };
  const joined = (site: string, ext: string) =>
    assets(site)
      .filter(({ file }) => file.endsWith(ext))
      .map(({ text }) => text.toString())
      .join('\n');

  // A TypeScript site that checks the package's declarations too (skipLibCheck: false).
  let typeErrors = '';
  try {
    run('node', [path.join(work, 'node_modules/typescript/bin/tsc'), '-p', 'types'], work);
  } catch (error) {
    typeErrors = String((error as { stdout?: Buffer }).stdout ?? error);
  }
  if (typeErrors) console.log(`     type errors:\n${typeErrors.slice(0, 1200)}`);
  check('TypeScript site: the declarations check under skipLibCheck: false', typeErrors === '');

  // A plain Vite site.
  build('plain');
  const buttonFolder = path.join(installed, 'dist/Button');
  const buttonStyles = readdirSync(buttonFolder).find((file) => /^Button\.(styles|css)\.js$/.test(file)) ?? '';
  const buttonClass = /"(_[a-z0-9]+)"/.exec(readFileSync(path.join(buttonFolder, buttonStyles), 'utf8'))?.[1];
  const plainCss = joined('plain', '.css');
  check('plain Vite site: builds, its JS uses the Button class', joined('plain', '.js').includes(`${buttonClass}`));
  check('plain Vite site: its CSS styles the Button class', plainCss.includes(`.${buttonClass}`));
  check('plain Vite site: the theme sets --factory-color-brand', plainCss.includes('--factory-color-brand:#0f5a73'));
  check('plain Vite site: the page reset stays out (opt-in)', !/(^|[};])body\{/.test(plainCss));
  check(
    'plain Vite site: fonts are emitted as files',
    assets('plain').some(({ file }) => file.endsWith('.woff2')),
  );
  check(
    'the package has no .css.js module',
    !readdirSync(installed, { recursive: true }).some((file) => String(file).endsWith('.css.js')),
  );

  // A site whose own styles are vanilla-extract, with its brand colour changed in one place.
  check('vanilla-extract site: builds with its own plugin', build('vanilla'));
  const vanillaCss = joined('vanilla', '.css');
  check(
    'vanilla-extract site: its brand colour reaches the blocks',
    vanillaCss.includes('--factory-color-brand:#7a1f5c'),
  );

  // What one block costs: the Badge-only site against its twin without the package.
  build('badge');
  build('bare');
  const gzipOf = (site: string, ext: string) => gzipSync(joined(site, ext)).length;
  const badgeJs = gzipOf('badge', '.js') - gzipOf('bare', '.js');
  const badgeCss = gzipOf('badge', '.css');
  console.log(
    `     Badge-only site: +${kb(badgeJs)} KB JS and ${kb(badgeCss)} KB CSS (gzip) over React alone (${kb(gzipOf('bare', '.js'))} KB); budget ${badgeBudget.jsKb} KB JS, ${badgeBudget.cssKb} KB CSS`,
  );
  check('Badge-only site: within its JS budget', badgeJs <= badgeBudget.jsKb * 1024);
  check('Badge-only site: within its CSS budget', badgeCss <= badgeBudget.cssKb * 1024);

  // React Server Components: the package imported under the react-server condition, client modules as references.
  const rscArgs = ['--conditions=react-server', '--import', './client-references.js', 'check.js'];
  let rsc = { exports: 0, clientReferences: 0, brandVar: '', stackOnServer: false, badgeIsClientReference: false };
  try {
    rsc = JSON.parse(run('node', rscArgs, path.join(work, 'rsc')));
  } catch (error) {
    console.log(
      `     server component import failed: ${String((error as { stderr?: Buffer }).stderr ?? error)
        .split('\n')
        .find((line) => line.includes('Error'))}`,
    );
  }
  console.log(`     server component import: ${rsc.exports} exports, ${rsc.clientReferences} client references`);
  check(
    'react-server import: the package and its tokens load on the server',
    rsc.brandVar === 'var(--factory-color-brand)',
  );
  check(
    'react-server import: Stack runs on the server, Badge is a client reference',
    rsc.stackOnServer && rsc.badgeIsClientReference,
  );

  // A German page: the blocks' own texts follow React Aria's I18nProvider, none left in English.
  const german = run('node', ['render.js'], path.join(work, 'de'));
  const built = pathToFileURL(path.join(installed, 'dist/i18n/messages.js')).href;
  const { messagesFor } = (await import(built)) as { messagesFor: (locale: string) => Messages };
  const english = messagesFor('en-US');
  const englishTexts = [
    ...Object.values(english).flatMap((group: object) => Object.values(group)),
    english.badge.items(3),
    english.pagination.position(1, 1235),
    english.dataTable.pagination('Produkte'),
    english.chipInput.chosen('Kategorien'),
  ].filter((text): text is string => typeof text === 'string' && text !== english.pagination.gap);
  // What a reader sees or hears: text between tags and accessible names.
  const readable = [
    german.replace(/<[^>]*>/g, '\n'),
    ...[...german.matchAll(/aria-label="([^"]*)"/g)].map(([, label]) => label),
  ].join('\n');
  const leftInEnglish = englishTexts.filter((text) =>
    new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u').test(readable),
  );
  console.log(
    `     German page: ${englishTexts.length} built-in English texts looked for, ${leftInEnglish.length} found${leftInEnglish.length ? `: ${leftInEnglish.join(' | ')}` : ''}`,
  );
  check('German page: no built-in English text left', leftInEnglish.length === 0);
  check("German page: 'N of M' in German numbers", readable.includes('1 von 1.235'));

  // Server rendering in Node, then hydration in Chromium with no warning.
  build('ssr');
  run('node', ['render.js'], path.join(work, 'ssr'));
  const served = path.join(work, 'ssr/dist');
  const server = createServer((request, response) => {
    const file = request.url === '/' ? 'index.html' : (request.url ?? '').slice(1);
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    let body: Buffer;
    try {
      body = readFileSync(path.join(served, file));
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const noise: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) noise.push(message.text());
    });
    page.on('pageerror', (error) => noise.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    check('server rendering: the markup arrives with the page', (await page.content()).includes('Lights panel'));
    await page.waitForSelector('html[data-hydrated]');
    await page.getByRole('tab', { name: 'Figures' }).click();
    check('hydration: the blocks answer after hydrating', await page.getByText('Figures panel').isVisible());
    console.log(
      `     hydration: ${noise.length} console errors or warnings${noise.length ? `: ${noise.join(' | ')}` : ''}`,
    );
    check('hydration: no error or warning', noise.length === 0);
  } finally {
    await browser.close();
    server.close();
  }

  console.log(`consumers of ${tarball}: ${results.filter(({ ok }) => ok).length} of ${results.length} checks passed`);
  if (results.some(({ ok }) => !ok)) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
