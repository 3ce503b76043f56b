// The catalogue pages' code and first reads, found by their screen folders: `ProductSearchScreen/index.ts` is the
// search page's bundle (loaded when visited), `ProductSearchScreen/reads.ts` its first reads (its default export's
// `productSearch`, in the app's start, so a visit's calls go out beside its code). A new page's folder is found
// without being listed; the app's page list names the page, and so its folder.
import type { ComponentType } from 'react';
import type { PageReads, RouteReads } from '../shared/routePrefetch.ts';

// biome-ignore lint/suspicious/noExplicitAny: a screen's props are its own; the router renders it without any.
type Bundle = Record<string, ComponentType<any>>;

const bundles = import.meta.glob<Bundle>('./*/index.ts');
const reads = import.meta.glob<PageReads>('./*/reads.ts', { eager: true, import: 'default' });

/** The bundle of a screen folder (`ProductSearchScreen`), or undefined when the folder has none. */
export const catalogPageCode = (folder: string): (() => Promise<Bundle>) | undefined => bundles[`./${folder}/index.ts`];

/** The reads a screen folder's reads.ts has for this page (`productSearch`), if any. */
export const catalogPageReads = (folder: string, page: string): RouteReads | undefined =>
  reads[`./${folder}/reads.ts`]?.[page];

/** Every page every folder's reads.ts has reads for, as `Folder/page`: each must be a page (or a misnamed one is lost). */
export const catalogPagesWithReads = (): string[] =>
  Object.entries(reads).flatMap(([file, pages]) =>
    Object.keys(pages).map((page) => `${file.slice(2, -'/reads.ts'.length)}/${page}`),
  );
