// Reading Vite's build manifest (dist-meta/manifest.json after the prerender step moves it off the public folder).
import type { PageName } from '../src/routes/pages.ts';
import { screenName } from '../src/routes/screenName.ts';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks a chunk needs before it runs: itself and every chunk it imports statically, imports before importers
 * (the order their styles cascade in: a screen's own rules come after the blocks' they refine).
 */
function withStaticImports(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
    ordered.push(key);
  };
  for (const key of keys) visit(key);
  return ordered.flatMap((key) => manifest[key] ?? []);
}

/**
 * The JavaScript files of the router app's entry (`entry`) and of the app it starts (`appStart`), of the landing
 * page's entry (`landing`) and of its hydration (`landingHydrate`), or of a screens bundle of @factory/screens
 * (`public`; a catalogue page's, by the page's name: `catalog`, the catalogue's shell and start page, which every
 * catalogue page loads first; `productSearch`, the search's screen…).
 */
export function chunksOfRoute(manifest: Manifest, bundle: Bundle): string[] {
  return withStaticImports(manifest, [keyOf(manifest, bundle)])
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'));
}

/** The pages whose first load is measured: the landing, and the catalogue's home, a category and a search. */
export const measuredPages = ['landing', 'catalogue', 'category', 'search'] as const;
export type MeasuredPage = (typeof measuredPages)[number];

const firstLoadBundles: Record<MeasuredPage, Bundle[]> = {
  landing: ['landing', 'landingHydrate'],
  catalogue: ['entry', 'appStart', 'catalog'],
  category: ['entry', 'appStart', 'catalog', 'category'],
  search: ['entry', 'appStart', 'catalog', 'productSearch'],
};

/**
 * The JavaScript a page runs before it is interactive: the landing's entry and the hydration it imports once painted,
 * or the router app's entry, the app it starts and the catalogue's shell and home (what `/catalog` loads first), with
 * the category's or the search's screen for those pages (what the server lists on a page it drew, server/pages.tsx).
 */
export function firstLoadOf(manifest: Manifest, page: MeasuredPage): string[] {
  return [...new Set(firstLoadBundles[page].flatMap((bundle) => chunksOfRoute(manifest, bundle)))];
}

/** The style sheets the same chunks bring (Vite injects them when the chunk loads). */
export function stylesOfRoute(manifest: Manifest, bundle: Bundle): string[] {
  return [...new Set(withStaticImports(manifest, [keyOf(manifest, bundle)]).flatMap((chunk) => chunk.css ?? []))];
}

export type Bundle = keyof typeof entryPages | keyof typeof appModules | 'public' | PageName;

/**
 * The module of @factory/screens the app lazily imports for a screens bundle (src/routes/pages.ts): the public
 * screens', or a catalogue page's own, its screen folder's index.ts (`productSearch`: `ProductSearchScreen/index.ts`).
 */
const screensModule = (bundle: 'public' | PageName) =>
  bundle === 'public' ? 'public/index.ts' : `catalog/${screenName(bundle)}/index.ts`;

/** The HTML page of each entry (vite.config.ts's `pages`). */
const entryPages = { entry: 'index.html', landing: 'landing.html' } as const;

/**
 * The modules the entries import once they run: the landing's hydration (after the page has painted,
 * src/landing/main.tsx) and the router app (src/main.tsx).
 */
const appModules = { landingHydrate: 'src/landing/hydrate.tsx', appStart: 'src/start.tsx' } as const;

function keyOf(manifest: Manifest, bundle: Bundle): string {
  const key =
    bundle === 'entry' || bundle === 'landing'
      ? [entryPages[bundle]].find((page) => manifest[page]?.isEntry)
      : bundle === 'landingHydrate' || bundle === 'appStart'
        ? [appModules[bundle]].find((name) => manifest[name])
        : Object.keys(manifest).find((name) => name.endsWith(`screens/src/${screensModule(bundle)}`));
  if (!key) throw new Error(`The build manifest has no ${bundle} chunk`);
  return key;
}
