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

  it('refers only to pages, and names each page and path once', () => {
    for (const def of pages as readonly PageDef[]) {
      for (const ref of [def.code, def.shows, def.opens]) if (ref !== undefined) expect(names).toContain(ref);
    }
    expect(names.size).toBe(pages.length);
    // A page sits in the nearest page its path continues; the list names it after that one (`parentOf` takes the last).
    const nearest = (def: PageDef) =>
      pages.filter((other) => def.path.startsWith(`${other.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
    for (const def of pages) expect(parentOf(def), def.name).toBe(nearest(def));
    expect(new Set(pages.map((def) => def.path)).size).toBe(pages.length);
  });
});
