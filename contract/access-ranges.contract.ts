// A seasonal-only customer sees the Christmas, Halloween and Easter ranges alone, the same on every server: in the
// category menu, the product list, a product's page and the search (docs/api.md, access types).
import {
  addToWishlist,
  getCategories,
  getCategory,
  getCategoryProducts,
  getProduct,
  getProductSuggestions,
  getProducts,
  getSeasonalProducts,
} from '@factory/api';
import { expect, it } from 'vitest';
import { signedInEachTest } from './fixtures.ts';
import { eachServer, failureOf } from './servers.ts';

/** The Viking Warrior Figure: a piece of none of the seasonal ranges. */
const outsideProduct = 'FG-HUM-0166-01';

eachServer('access ranges', (server) => {
  signedInEachTest('seasonal');

  it.runIf(server.seeded)('lists the 3 seasonal ranges alone, and a range outside them is not there', async () => {
    const menu = await getCategories();
    expect(menu.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: 4, title: 'Christmas Decorations' },
      { id: 5, title: 'Halloween Decorations' },
      { id: 12, title: 'Easter Decorations' },
    ]);
    expect(menu.map((category) => category.sub_categories.length)).toEqual([4, 3, 0]);
    expect((await failureOf(getCategory(1))).status).toBe(404);
    expect((await failureOf(getCategoryProducts(1))).status).toBe(404);
    expect((await failureOf(getProducts({ categoryId: 1 }))).status).toBe(404);
  });

  it.runIf(server.seeded)('lists the 139 products of those ranges and 12 seasonal pieces', async () => {
    expect((await getProducts({ perPage: 100 })).total).toBe(139);
    expect(await getSeasonalProducts()).toHaveLength(12);
  });

  it.runIf(server.seeded)(
    'answers a product outside the ranges with 403 and nothing of it, and keeps it off the wishlist',
    async () => {
      const outside = await failureOf(getProduct(outsideProduct));
      expect([outside.status, outside.message]).toEqual([403, 'This product is not in the ranges your account shows.']);
      expect(JSON.stringify(outside.data)).not.toContain('Viking');
      // Nor can it be put on the wishlist: it is not there for this customer.
      expect((await failureOf(addToWishlist(outsideProduct))).status).toBe(404);
    },
  );

  it.runIf(server.seeded)('finds nothing outside the ranges, and the seasonal categories inside them', async () => {
    expect((await getProducts({ q: 'viking' })).total).toBe(0);
    expect(await getProductSuggestions('viking')).toEqual({
      products: [],
      categories: [],
      matched_words: [],
      nearest: true,
    });
    expect((await getProductSuggestions('christmas')).categories).toEqual([
      { id: 4, title: 'Christmas Decorations' },
      { id: 30, title: 'Christmas Arches' },
      { id: 27, title: 'Giant Christmas Trees' },
      { id: 28, title: 'Santa & Reindeer' },
    ]);
  });
});
