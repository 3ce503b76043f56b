// The catalogue list's designed parameters (docs/api.md): facets, choices, heights, sorts by size and height, and
// access types.
import { addToWishlist, getCategories, getCategory, getProduct, getProducts } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { loginWith, rejection, useMockApi } from './test/useMockApi.ts';

useMockApi();

const counts = (facets: readonly { title: string; count: number }[] | undefined) =>
  facets?.map((facet) => `${facet.title} ${facet.count}`);

describe('the product list of a category', () => {
  it('counts each filter choice and each sub-category of Dinosaurs, in the admin order', async () => {
    await loginWith('customer');
    const page = await getProducts({ categoryId: 2, perPage: 24, facets: true });
    expect([page.total, page.lastPage, page.items.length]).toEqual([66, 3, 24]);
    expect(counts(page.facets?.filters[0]?.choices)).toEqual(['Indoor 34', 'Outdoor 21', 'Indoor & outdoor 11']);
    expect(page.facets?.filters.map((filter) => filter.title)).toEqual([
      'Placement',
      'Material',
      'Power',
      'Motion',
      'Season',
      'Size class',
    ]);
    expect(counts(page.facets?.sub_categories)).toEqual([
      'Fiberglass Dinosaurs 13',
      'Dinosaur Skeletons 15',
      'Dinosaur Eggs & Nests 18',
      'Ride-On Dinosaurs 20',
    ]);
  });

  it('narrows by a choice, keeps the other choices of that filter countable, and widens within a filter', async () => {
    await loginWith('customer');
    const outdoor = await getProducts({ categoryId: 2, facets: true, choices: [2] });
    expect(outdoor.total).toBe(21);
    expect(counts(outdoor.facets?.filters[0]?.choices)).toEqual(['Indoor 34', 'Outdoor 21', 'Indoor & outdoor 11']);
    expect(counts(outdoor.facets?.sub_categories)).toEqual([
      'Fiberglass Dinosaurs 0',
      'Dinosaur Skeletons 7',
      'Dinosaur Eggs & Nests 11',
      'Ride-On Dinosaurs 3',
    ]);
    expect((await getProducts({ categoryId: 2, choices: [1, 2] })).total).toBe(55);
    // Two filters: both must hold (Outdoor and Resin).
    expect((await getProducts({ categoryId: 2, choices: [2, 8] })).total).toBeLessThan(21);
  });

  it('keeps the sub-category facet when one is chosen, and lists only its products', async () => {
    await loginWith('customer');
    const page = await getProducts({ categoryId: 2, sub: 20, facets: true });
    expect(page.total).toBe(15);
    expect(counts(page.facets?.sub_categories)?.[1]).toBe('Dinosaur Skeletons 15');
    expect(page.items.every((product) => product.categories.some((c) => c.title === 'Dinosaur Skeletons'))).toBe(true);
  });

  it('sorts by the longest side, largest first', async () => {
    await loginWith('customer');
    const page = await getProducts({ categoryId: 2, perPage: 3, sort: 'size', direction: 'desc' });
    expect(page.items.map((product) => product.id)).toEqual([
      'FG-DINO-0321-02',
      'FG-DINO-0321-01',
      'DINO-SKEL-0246-02',
    ]);
  });

  it('sorts by height both ways, the tallest of the outdoor dinosaurs first', async () => {
    await loginWith('customer');
    const tallest = await getProducts({ categoryId: 2, choices: [2], perPage: 3, sort: 'height', direction: 'desc' });
    expect(tallest.items.map((product) => [product.id, product.dimension_height])).toEqual([
      ['DINO-SKEL-0246-02', 1665],
      ['DINO-SKEL-0246-01', 1105],
      ['DINO-SKEL-0259-01', 1060],
    ]);
    const shortest = await getProducts({ categoryId: 2, choices: [2], perPage: 2, sort: 'height', direction: 'asc' });
    expect(shortest.items.map((product) => product.dimension_height)).toEqual([55, 65]);
  });

  it('narrows to a height range and counts each step with the other end of the range applied', async () => {
    await loginWith('customer');
    const steps = (page: Awaited<ReturnType<typeof getProducts>>) =>
      page.facets?.height_steps.map((step) => `${step.height}: ${step.at_least} / ${step.at_most}`);
    const outdoor = await getProducts({ categoryId: 2, choices: [2], facets: true });
    expect(steps(outdoor)).toEqual([
      '50: 21 / 0',
      '100: 17 / 4',
      '200: 8 / 13',
      '300: 5 / 16',
      '500: 4 / 17',
      '800: 3 / 18',
      '1000: 3 / 18',
      '1500: 1 / 20',
      '2000: 0 / 21',
    ]);
    const fiveMetres = await getProducts({ categoryId: 2, choices: [2], minHeight: 500, facets: true });
    expect(fiveMetres.total).toBe(4);
    expect(fiveMetres.items.every((product) => (product.dimension_height ?? 0) >= 500)).toBe(true);
    // From 5 m, "at most 10 m" would leave 1; the choices are counted within the range.
    expect(steps(fiveMetres)?.slice(4, 7)).toEqual(['500: 4 / 0', '800: 3 / 1', '1000: 3 / 1']);
    expect(counts(fiveMetres.facets?.filters[0]?.choices)).toEqual(['Indoor 9', 'Outdoor 4', 'Indoor & outdoor 2']);
    expect((await getProducts({ categoryId: 2, choices: [2], minHeight: 500, maxHeight: 1100 })).total).toBe(2);
  });

  it('refuses a height that is not a number of centimetres from 0 up', async () => {
    await loginWith('customer');
    const error = await rejection(getProducts({ minHeight: -1 }));
    expect(error.fieldErrors).toEqual({ min_height: ['must be greater than or equal to 0'] });
  });

  it('answers no facets unless asked, and refuses an unknown sort', async () => {
    await loginWith('customer');
    expect((await getProducts({ categoryId: 2 })).facets).toBeNull();
    const error = await rejection(getProducts({ sort: 'price' }));
    expect(error.fieldErrors).toEqual({ sort: ['The selected sort is invalid.'] });
  });
});

describe('access types', () => {
  it('shows a "Seasonal only" customer the seasonal ranges alone', async () => {
    await loginWith('seasonal');
    expect((await getCategories()).map((category) => category.title)).toEqual([
      'Christmas Decorations',
      'Halloween Decorations',
      'Easter Decorations',
    ]);
    expect((await getProducts()).total).toBe(139);
    expect((await getProducts({ q: 'viking' })).total).toBe(0);
  });

  it('answers 404 for a hidden category and its products, 403 for a hidden product, and will not wishlist it', async () => {
    await loginWith('seasonal');
    expect((await rejection(getCategory(2))).status).toBe(404);
    expect((await rejection(getProducts({ categoryId: 2 }))).status).toBe(404);
    // Said plainly, and nothing of the product but its code (docs/decisions/restricted-buyers.md).
    const outside = await rejection(getProduct('FG-HUM-0166-01'));
    expect([outside.status, outside.message]).toEqual([403, 'This product is not in the ranges your account shows.']);
    expect(JSON.stringify(outside.data)).not.toContain('Viking');
    expect((await rejection(getProduct('NO-SUCH-PRODUCT'))).status).toBe(404);
    expect((await rejection(addToWishlist('FG-HUM-0166-01'))).status).toBe(404);
  });

  it('shows the full-catalogue customer every category', async () => {
    await loginWith('customer');
    expect(await getCategories()).toHaveLength(14);
    expect((await getProduct('FG-HUM-0166-01')).title).toBe('Viking Warrior Figure');
  });
});
