// Prints the gzip size of the JavaScript the landing route (/) loads before it is interactive: the landing page's
// own entry (landing.html), its hydration chunk and every chunk they import statically; exits with an error over a
// budget. The budgets hold what has been reached so it never grows unnoticed; the target is 90 KB.
// The catalogue's home, a category and a search are measured beside it (target: 150 KB each): the router
// app's entry, the app it starts and the home's bundle (`catalog`: the catalogue shell and start page), with the
// category's or the search's screen, and every chunk they import statically (what the server lists on a page it
// drew). Nothing else loads before such a page is interactive: the other screens load when visited (or a link to them
// is pointed at), the header's menus when one is about to be used, a category's cover when it has one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadOf, type Manifest } from './manifest.ts';

// Raised from 90 and 181 when the blocks' texts follow React Aria's locale, which the app pins to en-US with
// its I18nProvider (PageFrame), 1.2 KB on the landing; the other languages' texts are left out of the app's build.
// 91.8 (measured 91.5–91.55): the toast's action and the links' button look the landing's blocks share.
// 91.9 (measured 91.80–91.85): the login dialog's fields check with the one rule engine every form and the server's
// stand-in share (@factory/api's rules), which replaced @factory/ui's own engine.
const BUDGET_KB = 91.9;
const TARGET_KB = 90;
// 167 after the size work (from 187; measured 166.7, 186.7 before): React Router's production build without
// its unused Link, NavLink and Form, React Aria's texts in English only, the toast region and the seasonal carousel
// on demand, the header's search on the browser's input, no React Aria progress bar, shared chunks named by hash
// (docs/decisions.md, "Catalogue first load"). Of the 166.7 KB (scripts/firstLoadBreakdown.ts), 67 are React DOM,
// React and the scheduler, 25 React Router, 19 React Aria, 11 TanStack Query and 8 zod: the 150 KB target needs a
// lighter router, or the header's menus and links without React Aria until later.
// 169.9 with the server's render of the catalogue's pages (measured 169.6): the app as a chunk of its own that the
// entry starts (once a page the server drew has loaded), TanStack Query's hydrate for the page's data, and the
// holding of taps until the app has the page (2.9 KB).
// 153.7 / 158.8 / 158.3 (home / category / search; measured 153.6 / 158.7 / 158.2, from 169.6 / 233.2 / 221.5): the
// catalogue's first load without React Aria's press, hover and focus code (the browser's links, buttons, sort,
// checkboxes and menu triggers) and the category cover's sanitiser on demand.
// 141.4 / 146.5 / 145.9 (measured 141.3 / 146.4 / 145.8): the catalogue's reads import their calls when first used, so
// the calls, their answers' schemas and zod leave the first load (docs/decisions.md, "The catalogue's first load
// without React Aria"). Of what is left, React DOM is 63 KB, React Router 25, TanStack Query 12.
// 144.1 / 150.1 / 150.4 (measured 143.9 / 149.9 / 150.2): what the buyer chooses by on every listing — the Compare
// toggles and their bar, the height range with its counts, dimensions on the cards — and the header search's swap to
// its suggestions and the results' marks (docs/decisions/catalogue-for-buyers.md; next step: the Compare bar and the
// height range on demand).
// 145.1 / 151.3 / 151.6 (measured 144.9 / 151.1 / 151.4): the catalogue home says which ranges a restricted account
// shows (its note and its read, in every catalogue page's shared code).
// 145.2 / 151.4 / 151.7 (measured 145.0–145.1 / 151.2–151.3 / 151.5): the one page list and the one rule engine; the
// same commit measures up to 0.05 KB apart in two checkouts (the chunks' hashed names differ), so each budget keeps
// that much room above its figure rather than failing on one machine and passing on another.
// 145.3 / 151.5 / 151.8 (measured 145.24 / 151.42 / 151.69): the categories' and products' calls the catalogue reads
// first are made from their resource definitions (`crudCalls`), which carry their paths and field rules.
const CATALOGUE_TARGET_KB = 150;
const catalogueBudgets = { catalogue: 145.3, category: 151.5, search: 151.8 } as const;
const catalogueNames = { catalogue: 'Catalogue home', category: 'Category page', search: 'Search page' } as const;

const appDir = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(appDir, 'dist-meta/manifest.json'), 'utf8')) as Manifest;
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(appDir, 'dist', file))).length / 1024;
const sumKb = (files: string[]) => files.reduce((sum, file) => sum + gzipKb(file), 0);
const landing = firstLoadOf(manifest, 'landing');

// Shared chunks' files are named by their hash alone (vite.config.ts): the manifest's name says what each holds.
const chunkNames = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.name]));
for (const file of landing)
  console.log(`  ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file} (${chunkNames.get(file)})`);
const kb = sumKb(landing);
const overBudget: string[] = [];
for (const [page, budget] of Object.entries(catalogueBudgets) as [keyof typeof catalogueBudgets, number][]) {
  const files = firstLoadOf(manifest, page);
  const pageKb = sumKb(files);
  console.log(
    `${catalogueNames[page]} JS: ${pageKb.toFixed(1)} KB gzip in ${files.length} files (budget ${budget} KB; target ≤ ${CATALOGUE_TARGET_KB} KB: ${pageKb <= CATALOGUE_TARGET_KB ? 'met' : 'NOT met'})`,
  );
  if (pageKb > budget)
    overBudget.push(
      `The ${catalogueNames[page].toLowerCase()}'s first-load JavaScript is over its ${budget} KB gzip budget.`,
    );
}
console.log(
  `Landing route JS: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB; target ≤ ${TARGET_KB} KB: ${kb <= TARGET_KB ? 'met' : 'NOT met'})`,
);
if (kb > BUDGET_KB) overBudget.push(`The landing's first-load JavaScript is over its ${BUDGET_KB} KB gzip budget.`);
for (const message of overBudget) console.error(message);
if (overBudget.length > 0) process.exit(1);
