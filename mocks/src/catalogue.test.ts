import {
  addToWishlist,
  createProduct,
  getCategories,
  getCategory,
  getCsrfCookie,
  getFilters,
  getProduct,
  getProducts,
  getTempImages,
  getTempProduct,
  lockTempProduct,
  setWishlistQty,
  submitProductVerification,
  updateFiltersTable,
  uploadTempImages,
} from '@factory/api';
import { describe, expect, it } from 'vitest';
import { notDeleted } from './db.ts';
import { db, lockedMessage, verificationTokens } from './node.ts';
import { loginWith, origin, rejection, useMockApi } from './test/useMockApi.ts';

const api = useMockApi();
const notDeletedProducts = () => notDeleted(db.products);

describe('products', () => {
  it('pages through every live product with Laravel meta and decoded labels', async () => {
    await loginWith('customer');
    const total = notDeletedProducts().length;
    const first = await getProducts({ perPage: 25 });
    expect(first.total).toBe(total);
    expect(first.lastPage).toBe(Math.ceil(total / 25));
    expect(first.items).toHaveLength(25);
    expect(first.from).toBe(1);
    expect(first.links[0]).toEqual({ url: null, label: '« Previous', page: null, active: false });
    expect(first.links.at(-1)).toMatchObject({ label: 'Next »', page: 2 });
    // Laravel's window near the start: pages 1-10, a gap, the last two.
    expect(first.links.slice(1, -1).map((l) => l.label)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '...',
      String(first.lastPage - 1),
      String(first.lastPage),
    ]);

    const last = await getProducts({ perPage: 25, page: first.lastPage });
    expect(last.items.map((p) => p.id)).toEqual(
      notDeletedProducts()
        .slice((first.lastPage - 1) * 25)
        .map((p) => p.id),
    );
    expect(last.to).toBe(total);
    expect(last.links.at(-1)).toMatchObject({ url: null, page: null });
  });

  it('answers the raw labels as HTML entities and keeps the query in page URLs', async () => {
    const { cookieHeader } = (await import('./node.ts')).loginAs('customer');
    const response = await fetch(`${origin}/api/product?q=Rex&per_page=2`, { headers: { Cookie: cookieHeader } });
    const body = (await response.json()) as {
      meta: { links: { label: string; url: string | null }[] };
      links: { next: string };
    };
    expect(body.meta.links[0]?.label).toBe('&laquo; Previous');
    expect(body.meta.links.at(-1)?.label).toBe('Next &raquo;');
    expect(body.links.next).toBe(`${origin}/api/product?q=Rex&per_page=2&page=2`);
  });

  it('searches case-insensitively over code, title and category (search rules: search/catalogueSearch.test.ts)', async () => {
    await loginWith('customer');
    const ids = async (q: string) => (await getProducts({ q, perPage: 100 })).items.map((p) => p.id);
    expect(await ids('ViKiNg')).toEqual(await ids('viking'));
    // "Human Figures" is the Viking's category.
    expect(await ids('viking human')).toEqual(['FG-HUM-0166-01']);
    expect(await ids('fg-hum-0166-01')).toEqual(['FG-HUM-0166-01']);

    const nothing = await getProducts({ q: 'no such thing' });
    expect(nothing).toMatchObject({ items: [], total: 0, from: null, to: null, lastPage: 1 });
  });

  it('filters by a category with its sub-categories, or by one sub-category', async () => {
    await loginWith('customer');
    const subIds = db.categories.filter((c) => c.parent_id === 2).map((c) => c.id);
    const dinosaurs = await getProducts({ categoryId: 2, perPage: 100 });
    expect(dinosaurs.total).toBe(
      notDeletedProducts().filter((p) => p.category_ids.some((id) => subIds.includes(id))).length,
    );
    const firstSub = subIds[0] ?? 0;
    const one = await getProducts({ categoryId: 2, sub: firstSub, perPage: 100 });
    expect(one.items.every((p) => p.categories.some((c) => c.id === firstSub))).toBe(true);
    expect(one.total).toBeLessThan(dinosaurs.total);
  });

  it("keeps only locked or only unlocked products (the admin's Locked filter)", async () => {
    await loginWith('admin');
    const lockedCount = notDeletedProducts().filter((p) => p.is_locked === 1).length;
    expect(lockedCount).toBeGreaterThan(0);
    const locked = await getProducts({ locked: true, perPage: 100 });
    expect(locked.total).toBe(lockedCount);
    expect(locked.items.every((p) => p.is_locked === 1)).toBe(true);
    const unlocked = await getProducts({ locked: false, perPage: 1 });
    expect(unlocked.total).toBe(notDeletedProducts().length - lockedCount);
  });

  it('refuses a page size out of range with the spec messages', async () => {
    await loginWith('customer');
    expect((await rejection(getProducts({ perPage: 101 }))).fieldErrors).toEqual({
      per_page: ['must be less than or equal to 100'],
    });
    expect((await rejection(getProducts({ page: 0 }))).fieldErrors).toEqual({
      page: ['must be greater than or equal to 1'],
    });
  });

  it('answers 404 for a missing or deleted product and category', async () => {
    await loginWith('customer');
    expect((await rejection(getProduct('NO-SUCH-0001-01'))).status).toBe(404);
    const deleted = db.products.find((p) => p.deleted_at !== null)?.id ?? '';
    expect((await rejection(getProduct(deleted))).status).toBe(404);
    expect((await rejection(getCategory(9999))).status).toBe(404);
  });

  it('creates a product with hyphens for spaces, persists it, and validates with Laravel 422 shape', async () => {
    await loginWith('admin');
    const fields = {
      parent_code: 'FG-DINO-0999',
      title: 'Baby T-Rex',
      description: null,
      volume: 0.5,
      weight_net: 20,
      weight_gross: 25,
      dimension_length: 100,
      dimension_width: 40,
      dimension_height: 80,
    };
    const created = await createProduct({ ...fields, id: 'FG DINO 0999 01', categories: [15] });
    expect(created.id).toBe('FG-DINO-0999-01');
    expect((await getProduct('FG-DINO-0999-01')).title).toBe('Baby T-Rex');

    const error = await rejection(
      createProduct({ ...fields, id: 'FG-DINO-0999-01', title: '', dimension_length: -1, categories: [15] }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({
      id: ['The id has already been taken.'],
      title: ['Input must not be empty.'],
      dimension_length: ['must be greater than or equal to 0'],
    });
    expect(error.message).toBe('The id has already been taken. (and 2 more errors)');
  });
});

describe('the order of a list (data-table sort_order)', () => {
  const order = async () => (await getFilters()).map((filter) => filter.id);
  it('puts one moved filter at its 1-based place', async () => {
    await loginWith('admin');
    await expect(order()).resolves.toEqual([1, 2, 3, 4, 5, 6]);
    await updateFiltersTable([{ id: 1, sort_order: 3 }]);
    await expect(order()).resolves.toEqual([2, 3, 1, 4, 5, 6]);
  });
  it('takes a whole new order as sent', async () => {
    await loginWith('admin');
    await updateFiltersTable([6, 5, 4, 3, 2, 1].map((id, index) => ({ id, sort_order: index + 1 })));
    await expect(order()).resolves.toEqual([6, 5, 4, 3, 2, 1]);
  });
});

describe('categories', () => {
  it('lists the top-level families in order, each with its sub-categories', async () => {
    await loginWith('customer');
    const categories = await getCategories();
    expect(categories.slice(0, 8).map((c) => c.title)).toEqual([
      'Fiberglass Figures',
      'Dinosaurs',
      'Animatronics',
      'Christmas Decorations',
      'Halloween Decorations',
      'LED Lighting',
      'Light Sculptures',
      'Theme-Park Props',
    ]);
    expect(categories.every((c) => c.parent_id === null)).toBe(true);
    const dinosaurs = categories[1];
    expect(dinosaurs?.sub_categories.map((c) => c.title)).toEqual([
      'Fiberglass Dinosaurs',
      'Dinosaur Skeletons',
      'Dinosaur Eggs & Nests',
      'Ride-On Dinosaurs',
    ]);
    expect(dinosaurs?.sub_categories.every((c) => c.parent_id === 2)).toBe(true);
    // The demo's cover is rich text with no attack in it; the sanitiser's tests plant one (plantUnsafeCover).
    expect(dinosaurs?.cover_html).toContain('<h2>Dinosaurs <em>that roar</em></h2>');
    expect(dinosaurs?.cover_html).not.toMatch(/<script|onerror|javascript:/);
  });
});

describe('wishlist and verification', () => {
  it('adds a product once and raises the quantity on the second add; refuses 0', async () => {
    await loginWith('customer');
    const product = notDeletedProducts().find(
      (p) => !db.wishlists.some((w) => w.user_id === 3 && w.product_id === p.id),
    );
    const first = await addToWishlist(product?.id ?? '');
    const second = await addToWishlist(product?.id ?? '');
    expect([first.qty, second.qty, second.id]).toEqual([1, 2, first.id]);
    expect((await rejection(setWishlistQty(first.id, 0))).fieldErrors).toEqual({
      qty: ['must be greater than or equal to 1'],
    });
  });

  it('opens a temp product by its token and refuses an unknown or expired token with 403', async () => {
    await loginWith('customer');
    expect((await getTempProduct(verificationTokens.complete)).is_locked).toBe(0);
    expect((await getTempProduct(verificationTokens.locked)).is_locked).toBe(1);
    expect((await getTempProduct(verificationTokens.empty)).title).toBe('');
    expect((await getTempProduct(verificationTokens.verified)).verified_at).toBe('2026-11-10T09:30:00.000Z');
    const unknown = await rejection(getTempProduct(verificationTokens.invalid));
    expect([unknown.status, unknown.message]).toEqual([403, 'This verification link is not valid.']);
    const expired = await rejection(getTempProduct(verificationTokens.expired));
    expect([expired.status, expired.message]).toEqual([403, 'This verification link has expired.']);
  });

  it("refuses the image list, the upload and the lock without the temp product's own token", async () => {
    await loginWith('customer');
    const image = new File(['<svg/>'], 'side.svg', { type: 'image/svg+xml' });
    expect((await rejection(getTempImages(1, ''))).status).toBe(403);
    expect((await rejection(getTempImages(1, verificationTokens.partial))).status).toBe(403);
    expect((await rejection(uploadTempImages(1, verificationTokens.invalid, [image]))).status).toBe(403);
    expect((await rejection(lockTempProduct(1, verificationTokens.locked))).status).toBe(403);
    expect(await getTempImages(1, verificationTokens.complete)).toHaveLength(1);
    expect(await uploadTempImages(1, verificationTokens.complete, [image])).toHaveLength(2);
  });

  it('refuses an image above 10 MB and a file that is not an image', async () => {
    await loginWith('customer');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    expect((await rejection(uploadTempImages(3, verificationTokens.empty, [big]))).fieldErrors).toEqual({
      'images.0': ['must be less than or equal to 10240'],
    });
    expect((await rejection(uploadTempImages(3, verificationTokens.empty, [text]))).fieldErrors).toEqual({
      'images.0': ['The file must be an image.'],
    });
  });

  it('adds a picture to its own link alone: the partly filled link, blank like the empty one, keeps none', async () => {
    await loginWith('customer');
    const image = new File(['<svg/>'], 'front.svg', { type: 'image/svg+xml' });
    expect(await uploadTempImages(3, verificationTokens.empty, [image])).toHaveLength(1);
    expect(await getTempImages(4, verificationTokens.partial)).toEqual([]);
  });

  it('checks a submission, creates the product with hyphens in its id, then is done and locked', async () => {
    await loginWith('customer');
    const submission = {
      token: verificationTokens.complete,
      info: {
        product_id: 'X 1',
        parent_code: 'X',
        title: '',
        description: 'd',
        volume: 1,
        weight_net: 1,
        weight_gross: null,
        dimension_length: 1,
        dimension_width: 1,
        dimension_height: 1,
      },
      category: [],
      images: [1],
      restrictionAndExcemption: { restricted_regions: ['eu' as const], excempted_regions: ['eu' as const] },
      related: [],
      recommended: [],
    };
    const invalid = await rejection(submitProductVerification(submission));
    expect(invalid.fieldErrors).toEqual({
      'info.title': ['Input must not be empty.'],
      category: ['Input must not be empty.'],
      'restrictionAndExcemption.excempted_regions.0': ['A region cannot be both restricted and exempted.'],
    });

    const valid = {
      ...submission,
      info: { ...submission.info, title: 'T' },
      category: [15],
      restrictionAndExcemption: { restricted_regions: ['eu' as const], excempted_regions: [] },
    };
    expect((await submitProductVerification(valid)).id).toBe('X-1');
    const done = await getTempProduct(verificationTokens.complete);
    expect([done.product_id, done.title, done.is_locked]).toEqual(['X-1', 'T', 1]);
    expect(done.verified_at).toEqual(expect.any(String));
    expect((await rejection(submitProductVerification(valid))).fieldErrors).toEqual({ token: [lockedMessage] });
  });

  it('locks a temp product through the open API with its token alone', async () => {
    await getCsrfCookie();
    expect((await lockTempProduct(3, verificationTokens.empty)).is_locked).toBe(1);
    expect(api.jar.header()).toContain('factory_session=');
  });
});
