// Prints the gzip size of the JavaScript the landing route (/) loads before it is interactive: the landing page's
// own entry (landing.html), its hydration chunk and every chunk they import statically; exits with an error over the
// budget.
// The budget holds what has been reached so it never grows unnoticed; the target is 90 KB. The catalogue
// home's first load is measured beside it with its own budget (target 150 KB): the router app's entry and the home's
// bundle (`catalogHome`: the catalogue shell and start page) with every chunk they import statically. Nothing else
// loads before /catalog is interactive: the other catalogue screens load when visited (or a link to them is pointed
// at), the header's menus when one is about to be used.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunksOfRoute, type Manifest } from './manifest.ts';

// Raised from 90 and 181 with issue 26: the blocks' texts follow React Aria's locale, which the app pins to en-US with
// its I18nProvider (PageFrame), 1.2 KB on the landing; the other languages' texts are left out of the app's build.
const BUDGET_KB = 91.5;
const TARGET_KB = 90;
// 183.5 with issues 27/28's buyer side (from 182.5): the toast's action (0.1), the first-password gate in the route
// guard (0.1), the header's admin link and chip row (0.1), and the shared modules the home carries (wishlist undo,
// the user's password flag) — measured by reverting each; the lead's loaders work is where it comes back.
const CATALOGUE_BUDGET_KB = 183.5;
const CATALOGUE_TARGET_KB = 150;

const appDir = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(appDir, 'dist-meta/manifest.json'), 'utf8')) as Manifest;
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(appDir, 'dist', file))).length / 1024;
const sumKb = (files: string[]) => files.reduce((sum, file) => sum + gzipKb(file), 0);
// The entry and the hydration it imports once the page has painted: what the landing runs to become interactive.
const landing = [...new Set([...chunksOfRoute(manifest, 'landing'), ...chunksOfRoute(manifest, 'landingHydrate')])];
const catalogueHome = [...new Set([...chunksOfRoute(manifest, 'entry'), ...chunksOfRoute(manifest, 'catalogHome')])];

for (const file of landing) console.log(`  ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}`);
const kb = sumKb(landing);
const catalogueKb = sumKb(catalogueHome);
console.log(
  `Catalogue home JS: ${catalogueKb.toFixed(1)} KB gzip in ${catalogueHome.length} files (budget ${CATALOGUE_BUDGET_KB} KB; target ≤ ${CATALOGUE_TARGET_KB} KB: ${catalogueKb <= CATALOGUE_TARGET_KB ? 'met' : 'NOT met'})`,
);
console.log(
  `Landing route JS: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB; target ≤ ${TARGET_KB} KB: ${kb <= TARGET_KB ? 'met' : 'NOT met'})`,
);
if (kb > BUDGET_KB) {
  console.error(`The landing's first-load JavaScript is over its ${BUDGET_KB} KB gzip budget.`);
  process.exit(1);
}
if (catalogueKb > CATALOGUE_BUDGET_KB) {
  console.error(`The catalogue home's first-load JavaScript is over its ${CATALOGUE_BUDGET_KB} KB gzip budget.`);
  process.exit(1);
}
