// The catalogue's reads: categories, a product, the paginated list (Laravel's LengthAwarePaginator), 404 and 422.
import { getCategories, getCategory, getProduct, getProducts, login } from '@factory/api';
import { beforeEach, expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

eachServer('catalogue', (server, browser) => {
  beforeEach(async () => {
    await login({ ...server.account, remember: false });
  });

  it('answers a missing product with 404 and tells the app (→ notFound)', async () => {
    const error = await failureOf(getProduct('NO-SUCH-PRODUCT-404'));
    expect(error.status).toBe(404);
    expect(browser().reported.notFound).toBe(1);
  });

  it('pages the list as Laravel does: 15 a page by default, "N of M" from meta, links with decoded labels', async () => {
    const page = await getProducts();
    expect(page.currentPage).toBe(1);
    expect(page.perPage).toBe(15);
    expect(page.items.length).toBe(Math.min(15, page.total));
    expect(page.from).toBe(page.total > 0 ? 1 : null);
    expect(page.links[0]).toMatchObject({ label: '« Previous', url: null, page: null, active: false });
    expect(page.links.at(-1)?.label).toBe('Next »');
    expect(page.links[1]).toMatchObject({ label: '1', page: 1, active: true });
  });

  it('refuses a page size above 100 with 422 on per_page', async () => {
    const error = await failureOf(getProducts({ perPage: 101 }));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ per_page: ['must be less than or equal to 100'] });
  });

  it.runIf(server.seeded)(
    'pages a category with its sub-categories: page 2 at 5 a page is items 6 to 10 of 71',
    async () => {
      // Category 1, Fiberglass Figures: the other contract files add no products to it.
      const page = await getProducts({ sub: 1, page: 2, perPage: 5 });
      expect([page.currentPage, page.lastPage, page.total, page.from, page.to]).toEqual([2, 15, 71, 6, 10]);
      expect(page.links.map((link) => link.label)).toEqual([
        '« Previous',
        ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '...', '14', '15'],
        'Next »',
      ]);
      // Page URLs keep the other query parameters (`withQueryString()`).
      expect(new URL(page.links.at(-1)?.url ?? '').searchParams.get('sub')).toBe('1');
    },
  );

  it.runIf(server.seeded)('pages a category 24 at a time: the last of 3 pages is items 49 to 66', async () => {
    // Category 2, Dinosaurs: the other contract files add no products to it.
    const page = await getProducts({ categoryId: 2, page: 3, perPage: 24 });
    expect([page.currentPage, page.lastPage, page.total, page.from, page.to, page.items.length]).toEqual([
      3, 3, 66, 49, 66, 18,
    ]);
    expect(page.facets).toBeNull();
  });

  it.runIf(server.seeded)('sorts by size, the longest side, largest first', async () => {
    const page = await getProducts({ categoryId: 2, perPage: 3, sort: 'size', direction: 'desc' });
    expect(page.items.map((product) => product.id)).toEqual([
      'FG-DINO-0321-02',
      'FG-DINO-0321-01',
      'DINO-SKEL-0246-02',
    ]);
  });

  it.runIf(server.seeded)(
    'narrows to a height range and sorts by height: outdoor dinosaurs from 5 m, tallest first, each step counted',
    async () => {
      const page = await getProducts({
        categoryId: 2,
        choices: [2],
        minHeight: 500,
        sort: 'height',
        direction: 'desc',
        facets: true,
      });
      expect(page.items.map((product) => [product.id, product.dimension_height])).toEqual([
        ['DINO-SKEL-0246-02', 1665],
        ['DINO-SKEL-0246-01', 1105],
        ['DINO-SKEL-0259-01', 1060],
        ['DINO-SKEL-0201-01', 660],
      ]);
      expect(page.facets?.height_steps.map((step) => [step.height, step.at_least, step.at_most])).toEqual([
        [50, 21, 0],
        [100, 17, 0],
        [200, 8, 0],
        [300, 5, 0],
        [500, 4, 0],
        [800, 3, 1],
        [1000, 3, 1],
        [1500, 1, 3],
        [2000, 0, 4],
      ]);
      const shortest = await getProducts({ categoryId: 2, choices: [2], maxHeight: 100, sort: 'height' });
      expect(shortest.items.map((product) => product.dimension_height)).toEqual([55, 65, 90, 95]);
      const error = await failureOf(getProducts({ maxHeight: -1 }));
      expect(error.status).toBe(422);
      expect(error.fieldErrors).toEqual({ max_height: ['must be greater than or equal to 0'] });
    },
  );

  it.runIf(server.seeded)(
    'narrows by a filter choice and counts the facets: Outdoor dinosaurs, 21 of 66, by sub-category',
    async () => {
      const page = await getProducts({ categoryId: 2, choices: [2], facets: true });
      expect(page.total).toBe(21);
      expect(page.items.every((product) => product.filter.some((value) => value.choice_title === 'Outdoor'))).toBe(
        true,
      );
      const placement = page.facets?.filters.find((filter) => filter.title === 'Placement');
      // A filter's own choices are counted without it: choosing Indoor too would add 34.
      expect(placement?.choices.map((choice) => [choice.title, choice.count])).toEqual([
        ['Indoor', 34],
        ['Outdoor', 21],
        ['Indoor & outdoor', 11],
      ]);
      expect(page.facets?.sub_categories.map((sub) => [sub.title, sub.count])).toEqual([
        ['Fiberglass Dinosaurs', 0],
        ['Dinosaur Skeletons', 7],
        ['Dinosaur Eggs & Nests', 11],
        ['Ride-On Dinosaurs', 3],
      ]);
      expect((await getProducts({ categoryId: 2, sub: 20, choices: [2] })).total).toBe(7);
    },
  );

  it.runIf(server.seeded)('searches by title, case-insensitively, and pages the result', async () => {
    const page = await getProducts({ q: 'VIKING' });
    expect(page.items.map((product) => [product.id, product.title])).toEqual([
      ['FG-HUM-0166-01', 'Viking Warrior Figure'],
    ]);
    expect(page.total).toBe(1);
  });

  it.runIf(server.seeded)('answers a product with its categories, images and 0/1 lock flag', async () => {
    const product = await getProduct('FG-HUM-0166-01');
    expect(product).toMatchObject({
      title: 'Viking Warrior Figure',
      dimension_height: 180,
      product_dimensions: '160 x 115 x 180 cm',
      categories: [{ id: 15, title: 'Human Figures' }],
      is_locked: 0,
    });
    expect(product.images.length).toBe(2);
  });

  it.runIf(server.seeded)('lists the 14 top categories in order, each with its sub-categories', async () => {
    const categories = await getCategories();
    expect(categories.length).toBe(14);
    expect(categories.slice(0, 3).map((category) => category.title)).toEqual([
      'Fiberglass Figures',
      'Dinosaurs',
      'Animatronics',
    ]);
    expect((await getCategory(1)).sub_categories.map((sub) => sub.title)).toEqual([
      'Human Figures',
      'Cartoon Characters',
      'Animal Statues',
      'Giant Food & Fruit',
    ]);
  });

  it('answers a missing category with 404', async () => {
    expect((await failureOf(getCategory(99_999))).status).toBe(404);
  });
});
