import { getProductSuggestions, getProducts, updateProduct } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { db } from '../node.ts';
import { loginWith, useMockApi } from '../test/useMockApi.ts';
import { synonymsOf } from './catalogueSearch.ts';

useMockApi();

/** The 11 T-Rex pieces of the small catalogue (its Tyrannosaurus Rex products). */
const tRexCount = 11;
const titles = (page: { items: { title: string }[] }) => page.items.map((product) => product.title);

describe('catalogue search (GET /api/product?q=)', () => {
  it.each(['t rex', 'trex', 't-rex', 'T-REX', 'tyrannosaurus', 'tyranosaurus', 'Tyrannosaurus Rex'])(
    'finds the 11 Tyrannosaurus Rex products for "%s", and nothing else',
    async (q) => {
      await loginWith('customer');
      const page = await getProducts({ q, perPage: 50 });
      expect(page.total).toBe(tRexCount);
      expect(titles(page).every((title) => title.includes('T-Rex'))).toBe(true);
    },
  );

  it.each(['T-rex outdoor', 'outdoor t-rex', 'outdoor tyrannosaurus'])(
    'takes the words of "%s" in any order: the 2 outdoor T-Rex pieces',
    async (q) => {
      await loginWith('customer');
      expect(titles(await getProducts({ q })).sort()).toEqual(['T-Rex Skeleton Museum Cast', 'Walking T-Rex Scooter']);
    },
  );

  it('reads each word as the start of a longer one', async () => {
    await loginWith('customer');
    expect((await getProducts({ q: 'tyran' })).total).toBe(tRexCount);
    expect(titles(await getProducts({ q: 'vik warr' }))).toEqual(['Viking Warrior Figure']);
  });

  it('finds a product by its code first, and a parent code its variants', async () => {
    await loginWith('customer');
    expect((await getProducts({ q: 'dino-ride-0250-02' })).items[0]?.id).toBe('DINO-RIDE-0250-02');
    expect((await getProducts({ q: 'DINO-RIDE-0250' })).items.map((product) => product.id).sort()).toEqual([
      'DINO-RIDE-0250-01',
      'DINO-RIDE-0250-02',
      'DINO-RIDE-0250-03',
    ]);
  });

  it('ranks a word in the title above the same word in a description', async () => {
    await loginWith('customer');
    const page = await getProducts({ q: 'museum' });
    expect(page.total).toBeGreaterThan(1);
    // "… for museums and visitor centres" in many descriptions; a few titles hold the word, and come first.
    const inTitle = titles(page).filter((title) => title.includes('Museum')).length;
    expect(page.total).toBeGreaterThan(inTitle);
    expect(
      titles(page)
        .slice(0, inTitle)
        .every((title) => title.includes('Museum')),
    ).toBe(true);
  });

  it("answers the matched words of the page, a synonym's names among them, for the results to mark", async () => {
    await loginWith('customer');
    expect((await getProducts({ q: 'tyranosaurus' })).matchedWords).toEqual(['rex', 't', 'trex', 'tyrannosaurus']);
    expect((await getProducts({ q: 'viking' })).matchedWords).toEqual(['viking']);
    expect((await getProducts()).matchedWords).toEqual([]);
  });

  it('keeps a restricted customer to their access type', async () => {
    await loginWith('seasonal');
    expect((await getProducts({ q: 't rex' })).total).toBe(0);
    const suggestions = await getProductSuggestions('t rex');
    expect(suggestions.products.every((product) => !product.title.includes('T-Rex'))).toBe(true);
    expect(suggestions.categories.map((category) => category.title)).not.toContain('Dinosaurs');
  });

  it('finds a product by its new title once staff rename it', async () => {
    await loginWith('admin');
    const product = db.products.find((p) => p.id === 'FG-HUM-0166-01');
    if (!product) throw new Error('fixture');
    await updateProduct(product.id, { ...product, title: 'Norse Raider Figure' });
    expect(titles(await getProducts({ q: 'norse raider' }))).toEqual(['Norse Raider Figure']);
  });
});

describe('suggestions (GET /api/product/suggestions)', () => {
  it('suggests up to 6 products and 4 categories holding every word, best first', async () => {
    await loginWith('customer');
    const found = await getProductSuggestions('dino');
    expect(found.nearest).toBe(false);
    expect(found.products).toHaveLength(6);
    expect(found.categories.map((category) => category.title)).toEqual([
      'Dinosaur Skeletons',
      'Dinosaurs',
      'Dinosaur Eggs & Nests',
      'Fiberglass Dinosaurs',
    ]);
    expect((await getProductSuggestions('trex')).products[0]?.title).toContain('T-Rex');
  });

  it('offers the nearest products and categories when nothing holds every word', async () => {
    await loginWith('customer');
    const nearest = await getProductSuggestions('dinosuar lantren');
    expect(nearest.nearest).toBe(true);
    expect(nearest.categories.map((category) => category.title)).toEqual([
      'Dinosaur Skeletons',
      'Dinosaur Eggs & Nests',
    ]);
    expect(nearest.products.length).toBeGreaterThan(0);
    expect(await getProductSuggestions('zzzz')).toEqual({
      products: [],
      categories: [],
      matched_words: [],
      nearest: true,
    });
  });
});

describe('synonymsOf', () => {
  it('adds the other names of a group the text names, and not of a word that merely starts like one', () => {
    expect(synonymsOf('Walking T-Rex Ride')).toEqual([
      { named: ['t', 'rex', 'trex'], synonyms: ['tyrannosaurus', 'rex'] },
    ]);
    expect(synonymsOf('Tyrannosaurus Rex in fibreglass')).toEqual([
      { named: ['tyrannosaurus', 'rex'], synonyms: ['t', 'rex', 'trex'] },
      { named: ['fibreglass'], synonyms: ['fiberglass', 'grp'] },
    ]);
    expect(synonymsOf('Rex the Dog Statue')).toEqual([]);
  });
});
