// The page list's promises: every catalogue page's screen folder has its bundle with its screen, every page a
// folder's reads.ts names is a page there (a misnamed one would silently lose the prefetch), and the names a page
// refers to are pages.
import { catalogPageCode, catalogPagesWithReads } from '@factory/screens/catalog/pages';
import { describe, expect, it } from 'vitest';
import { type PageDef, pages, parentOf, screenName, shellName } from './pages.ts';

const catalogue: readonly PageDef[] = pages.filter((def) => def.area === 'catalog');
const names = new Set<string>(pages.map((def) => def.name));

describe('the page list', () => {
  it("finds each catalogue page's screen (and shell) in its folder's bundle", { timeout: 120_000 }, async () => {
    for (const def of catalogue) {
      const folder = screenName(def.code ?? def.name);
      const bundle = await catalogPageCode(folder)?.();
      expect(bundle, folder).toHaveProperty(screenName(def.shows ?? def.name));
      if (def.shell) expect(bundle, folder).toHaveProperty(shellName(def.name));
    }
  });

  it("takes the reads of every folder's reads.ts as a page's (or its shell's)", () => {
    const readers = catalogue.flatMap((def) => [
      `${screenName(def.code ?? def.name)}/${def.shows ?? def.name}`,
      ...(def.shell ? [`${shellName(def.name)}/${def.name}Shell`] : []),
    ]);
    expect(catalogPagesWithReads().filter((read) => !readers.includes(read))).toEqual([]);
  });

  it('puts a page inside the nearest shell or tabbed page its path continues', () => {
    const inside = Object.fromEntries(pages.map((def) => [def.name, parentOf(def)?.name]));
    expect(inside).toEqual({
      index: undefined,
      login: undefined,
      notFound: undefined,
      catalog: undefined,
      category: 'catalog',
      productSearch: 'catalog',
      product: 'catalog',
      wishlist: 'catalog',
      compare: 'catalog',
      profile: 'catalog',
      profileInfo: 'profile',
      profileNotifications: 'profile',
      profileDocuments: 'profile',
      // Not in the documents page: that one has no pages in it, the folder replaces it in the profile's tabs.
      profileDocumentsFolder: 'profile',
      verifyProduct: undefined,
    });
  });

  it('refers only to pages, and names each page and path once', () => {
    for (const def of pages as readonly PageDef[]) {
      for (const ref of [def.code, def.shows, def.opens]) if (ref !== undefined) expect(names).toContain(ref);
    }
    expect(names.size).toBe(pages.length);

    expect(new Set(pages.map((def) => def.path)).size).toBe(pages.length);
  });
});
