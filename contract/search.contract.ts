// The catalogue search (`q`) and the header's suggestions: the same rules on every server (docs/api.md).
import { getProductSuggestions, getProducts, login } from '@factory/api';
import { beforeEach, expect, it } from 'vitest';
import { eachServer } from './servers.ts';

/** The small catalogue's 11 T-Rex pieces: its Tyrannosaurus Rex products. */
const tRexCount = 11;
const titles = (page: { items: { title: string }[] }) => page.items.map((product) => product.title);

eachServer('catalogue search', (server) => {
  beforeEach(async () => {
    await login({ ...server.account, remember: false });
  });

  it.runIf(server.seeded).each(['t rex', 'trex', 'tyrannosaurus', 'tyranosaurus'])(
    'finds the 11 Tyrannosaurus Rex products for "%s", and nothing else',
    async (q) => {
      const page = await getProducts({ q, perPage: 50 });
      expect(page.total).toBe(tRexCount);
      expect(titles(page).every((title) => title.includes('T-Rex'))).toBe(true);
      // "T-Rex" is marked in each: `trex` is one of its search words.
      expect(page.matchedWords).toContain('trex');
    },
  );

  it.runIf(server.seeded).each(['T-rex outdoor', 'outdoor tyrannosaurus'])(
    'takes the words of "%s" in any order: the 2 outdoor T-Rex pieces',
    async (q) => {
      expect(titles(await getProducts({ q })).sort()).toEqual(['T-Rex Skeleton Museum Cast', 'Walking T-Rex Scooter']);
    },
  );

  it.runIf(server.seeded)(
    'finds a product by its code first, and a word of a title above one of a description',
    async () => {
      expect((await getProducts({ q: 'dino-ride-0250-02' })).items[0]?.id).toBe('DINO-RIDE-0250-02');
      expect((await getProducts({ q: 'DINO-RIDE-0250' })).items.map((product) => product.id).sort()).toEqual([
        'DINO-RIDE-0250-01',
        'DINO-RIDE-0250-02',
        'DINO-RIDE-0250-03',
      ]);
      const museum = await getProducts({ q: 'museum' });
      expect(museum.total).toBeGreaterThan(2);
      expect(
        titles(museum)
          .slice(0, 2)
          .every((title) => title.includes('Museum')),
      ).toBe(true);
    },
  );

  it.runIf(server.seeded)('finds nothing for words no product holds, and answers no matched words', async () => {
    expect(await getProducts({ q: 'zzzz qqqq' })).toMatchObject({ total: 0, items: [], matchedWords: [] });
  });

  it.runIf(server.seeded)('suggests products and categories as the buyer types, or the nearest ones', async () => {
    const typed = await getProductSuggestions('dino');
    expect(typed.nearest).toBe(false);
    expect(typed.products).toHaveLength(6);
    expect(typed.categories.map((category) => category.title)).toContain('Dinosaurs');
    expect((await getProductSuggestions('trex')).products[0]?.title).toContain('T-Rex');
    const nearest = await getProductSuggestions('dinosuar lantren');
    expect(nearest.nearest).toBe(true);
    expect(nearest.categories.map((category) => category.title)).toContain('Dinosaur Skeletons');
    expect(nearest.products.length).toBeGreaterThan(0);
  });
});
