// New products and their verification links from the administrator's side (a temp product, the reports), the
// pictures a link's holder lists and removes, and the products-without-pictures report. Writes use the empty link
// (temp product 3), which the verification contract leaves alone.
import {
  createNewProduct,
  deleteTempImage,
  getNewProductImages,
  getNewProducts,
  getProductsWithoutImages,
  getTempImages,
  getTempProduct,
  uploadTempImages,
} from '@factory/api';
import { verificationTokens } from '@factory/mocks/node';
import { expect, it } from 'vitest';
import { png, signedInEachTest, signIn } from './fixtures.ts';
import { eachServer, failureOf } from './servers.ts';

const { empty, verified, complete } = verificationTokens;

eachServer('new products', (server) => {
  signedInEachTest('admin');

  it.runIf(server.seeded && server.writable)(
    'starts a new product with its link: waiting, newest first, and its token opens it',
    async () => {
      const row = await createNewProduct({ title: ' Carousel Horse ', product_id: 'FG CAR 0001 01', parent_code: '' });
      expect(row).toMatchObject({
        product_id: 'FG-CAR-0001-01',
        parent_code: '',
        title: 'Carousel Horse',
        state: 'waiting',
        image_count: 0,
        verified_at: null,
      });
      expect(row.token.length).toBeGreaterThan(0);
      expect((await getNewProducts())[0]?.id).toBe(row.id);
      expect((await getTempProduct(row.token)).title).toBe('Carousel Horse');
      const error = await failureOf(createNewProduct({ title: '', product_id: 'x'.repeat(51) }));
      expect([error.status, error.fieldErrors]).toEqual([
        422,
        { title: ['Input must not be empty.'], product_id: ['must be less than or equal to 50'] },
      ]);
    },
  );

  it.runIf(server.seeded)("reports the links' states and their pictures, newest product first", async () => {
    const rows = await getNewProducts();
    const seeded = rows.filter((row) => row.id <= 6);
    expect(seeded.map((row) => row.id)).toEqual([3, 4, 5, 2, 1, 6]);
    // Links 3 and 5 only: the verification contract locks, unlocks and renews the others meanwhile.
    expect(rows.find((row) => row.id === 5)).toMatchObject({ state: 'verified', image_count: 1 });
    expect(rows.find((row) => row.id === 3)?.state).toBe('waiting');
    const images = await getNewProductImages();
    expect(images.find((image) => image.id === 4)).toMatchObject({ temp_product_id: 5, state: 'verified' });
  });

  it.runIf(server.seeded)('reports the live products without a picture, in the catalogue order', async () => {
    const rows = await getProductsWithoutImages();
    expect(rows.slice(0, 3).map((row) => [row.id, row.title.length > 0])).toEqual([
      ['FG-ANI-0249-01', true],
      ['DINO-SKEL-0221-01', true],
      ['DINO-RIDE-0266-01', true],
    ]);
  });

  it.runIf(server.seeded && server.writable)(
    "lists a link's pictures and removes one; removing it again answers the same list",
    async () => {
      const uploaded = await uploadTempImages(3, empty, [png('left.png'), png('right.png')]);
      expect(await getTempImages(3, empty)).toEqual(uploaded);
      const [left, right] = uploaded;
      expect(await deleteTempImage(3, left?.id ?? 0, empty)).toEqual([right]);
      expect(await deleteTempImage(3, left?.id ?? 0, empty)).toEqual([right]);
      expect(await getTempImages(3, empty)).toEqual([right]);
    },
  );

  it.runIf(server.seeded)("refuses another link's token with 403 and a verified link's change with 422", async () => {
    const other = await failureOf(getTempImages(3, complete));
    expect([other.status, other.message]).toEqual([403, 'This verification link is not valid.']);
    const done = await failureOf(deleteTempImage(5, 4, verified));
    expect([done.status, done.fieldErrors]).toEqual([
      422,
      { images: ['This item is locked and cannot be processed. Contact the Developer'] },
    ]);
  });

  it.runIf(server.seeded)('refuses a customer the reports and a new product with 403', async () => {
    await signIn(server.account);
    expect((await failureOf(getNewProducts())).status).toBe(403);
    expect((await failureOf(getProductsWithoutImages())).status).toBe(403);
    expect((await failureOf(createNewProduct({ title: 'Nope' }))).status).toBe(403);
  });
});
