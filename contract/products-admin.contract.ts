// The admin's products beyond the lock (products.contract.ts): a new product as multipart with its pictures, the
// wishlist rule per access type, the filter choices, the pictures' order and zip, the data table's rows, delete; and
// a customer's product enquiry. New products go to Photo Frames (41): the catalogue contract counts other categories.
import {
  addToWishlist,
  createProduct,
  deleteProduct,
  downloadProductImages,
  getCategoryProducts,
  getProduct,
  getProductFilters,
  getProducts,
  type NewProductInput,
  orderProductImages,
  productLockedMessage,
  sendProductInquiry,
  setProductNonWishlist,
  updateProductsTable,
  uploadProductImage,
} from '@factory/api';
import { unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { png, pngBytes, signedInEachTest, signIn } from './fixtures.ts';
import { eachServer, failureOf } from './servers.ts';

const newProduct = (id: string): NewProductInput => ({
  id,
  parent_code: 'FG-PROP-9001',
  title: 'Pirate Ship Photo Frame',
  description: null,
  volume: 2.5,
  weight_net: 80,
  weight_gross: null,
  dimension_length: 400,
  dimension_width: 120,
  dimension_height: 300,
  categories: [41],
  images: [png('front.png')],
});

/** One of the seeded locked products (products.contract.ts). */
const locked = 'FG-ANI-0303-01';

eachServer('products (admin)', (server) => {
  signedInEachTest('admin');

  it.runIf(server.seeded && server.writable)(
    'creates a product from multipart fields and pictures, its id hyphenated, and deletes it',
    async () => {
      const created = await createProduct(newProduct(' FG PROP 9001 01 '));
      expect(created).toMatchObject({
        id: 'FG-PROP-9001-01',
        title: 'Pirate Ship Photo Frame',
        description: null,
        weight_gross: null,
        product_dimensions: '400 x 120 x 300 cm',
        categories: [{ id: 41, title: 'Photo Frames' }],
        filter: [],
        is_locked: 0,
      });
      expect(created.images.map((image) => image.url.endsWith('.png'))).toEqual([true]);
      expect((await getProduct('FG-PROP-9001-01')).images).toEqual(created.images);
      await deleteProduct('FG-PROP-9001-01');
      expect((await failureOf(getProduct('FG-PROP-9001-01'))).status).toBe(404);
      // Its id stays taken while it is in the recycle bin.
      const again = await failureOf(createProduct(newProduct('FG-PROP-9001-01')));
      expect(again.fieldErrors).toEqual({ id: ['The id has already been taken.'] });
    },
  );

  it.runIf(server.seeded)("refuses a new product's rules with 422 and the spec's texts", async () => {
    const error = await failureOf(
      createProduct({
        ...newProduct('FG-HUM-0166-01'),
        parent_code: '',
        title: 'x'.repeat(256),
        volume: 1001,
        dimension_height: -1,
        categories: [],
      }),
    );
    expect([error.status, error.fieldErrors]).toEqual([
      422,
      {
        id: ['The id has already been taken.'],
        parent_code: ['Input must not be empty.'],
        title: ['must be less than or equal to 255'],
        volume: ['must be less than or equal to 1000'],
        dimension_height: ['must be greater than or equal to 0'],
        categories: ['Input must not be empty.'],
      },
    ]);
    const unknown = await failureOf(
      createProduct({
        ...newProduct('FG-PROP-9002-01'),
        categories: [41, 99_999],
        images: [png('front.png'), new File(['not a picture'], 'notes.png', { type: 'text/plain' })],
      }),
    );
    expect(unknown.fieldErrors).toEqual({
      categories: ['The selected categories is invalid.'],
      'images.1': ['The file must be an image.'],
    });
    expect((await failureOf(getProduct('FG-PROP-9002-01'))).status).toBe(404);
  });

  it.runIf(server.seeded && server.writable)(
    "orders a product's pictures, zips them, and saves data table rows that move it in the catalogue",
    async () => {
      const created = await createProduct(newProduct('FG-PROP-9003-01'));
      const withTwo = await uploadProductImage(created.id, png('back.png'));
      const [first, second] = withTwo.images.map((image) => image.id);
      const ordered = await orderProductImages(created.id, [second ?? 0, first ?? 0]);
      expect(ordered.images.map((image) => image.id)).toEqual([second, first]);
      const incomplete = await failureOf(orderProductImages(created.id, [first ?? 0]));
      expect([incomplete.status, incomplete.fieldErrors]).toEqual([
        422,
        { images: ['The images must be every image of the product, once.'] },
      ]);

      const zip = await downloadProductImages(created.id);
      expect(zip.type).toBe('application/zip');
      const entries = Object.entries(unzipSync(new Uint8Array(await zip.arrayBuffer())));
      expect(entries.map(([name, bytes]) => [name.endsWith('.png'), bytes])).toEqual([
        [true, pngBytes],
        [true, pngBytes],
      ]);

      const [row] = await updateProductsTable([{ id: created.id, title: 'Pirate Ship Frame, large', sort_order: 1 }]);
      expect([row?.title, row?.product_dimensions]).toEqual(['Pirate Ship Frame, large', '400 x 120 x 300 cm']);
      expect((await getProducts({ perPage: 1 })).items.map((product) => product.id)).toEqual([created.id]);
      // Past the end is last; Photo Frames shows it, as the other contract files add no products there.
      await updateProductsTable([{ id: created.id, dimension_height: 320, sort_order: 100_000 }]);
      expect((await getCategoryProducts(41)).at(-1)).toMatchObject({
        id: created.id,
        product_dimensions: '400 x 120 x 320 cm',
      });
    },
  );

  it.runIf(server.seeded)('refuses data table rows by their keys, `products.0.title`', async () => {
    const error = await failureOf(
      updateProductsTable([
        { id: 'NO-SUCH-PRODUCT', title: 'Gone' },
        { id: 'FG-HUM-0166-01', title: ' ', volume: 1001, sort_order: 0 },
      ]),
    );
    expect([error.status, error.fieldErrors]).toEqual([
      422,
      {
        'products.0.id': ['The selected products.0.id is invalid.'],
        'products.1.title': ['Input must not be empty.'],
        'products.1.volume': ['must be less than or equal to 1000'],
        'products.1.sort_order': ['must be greater than or equal to 1'],
      },
    ]);
  });

  it.runIf(server.seeded && server.writable)(
    "keeps a product off the wishlists of an access type, which refuses it to that type's customer",
    async () => {
      // Themed Facades (43): no other contract file wishlists it. The demo customer is of access type 1.
      const product = 'TP-FAC-0180-01';
      await setProductNonWishlist(product, 1, true);
      await setProductNonWishlist(product, 1, true);
      expect((await getProduct(product)).non_wishlist).toEqual([1]);
      await signIn(server.account);
      const refused = await failureOf(addToWishlist(product));
      expect([refused.status, refused.fieldErrors]).toEqual([
        422,
        { product_id: ['This product cannot be added to the wishlist.'] },
      ]);
      await signIn('admin');
      await setProductNonWishlist(product, 1, false);
      expect((await getProduct(product)).non_wishlist).toEqual([]);
      const locked423 = await failureOf(setProductNonWishlist(locked, 1, true));
      expect([locked423.status, locked423.message]).toEqual([423, productLockedMessage]);
    },
  );

  it.runIf(server.seeded)(
    "lists the admin's products: unlocked ones only, by parent code, largest first, 5 a page",
    async () => {
      const page = await getProducts({ locked: false, sort: 'parent_code', direction: 'desc', perPage: 5, page: 2 });
      expect(page.items.every((product) => product.is_locked === 0)).toBe(true);
      // Equal parent codes (XM-TREE-0258) keep the catalogue's own order.
      expect(page.items.map((product) => product.id)).toEqual([
        'XM-TREE-0294-01',
        'XM-TREE-0258-01',
        'XM-TREE-0258-02',
        'XM-TREE-0258-03',
        'XM-TREE-0222-01',
      ]);
      const error = await failureOf(getProducts({ sort: 'weight' }));
      expect([error.status, error.fieldErrors]).toEqual([422, { sort: ['The selected sort is invalid.'] }]);
    },
  );

  it.runIf(server.seeded)(
    "answers a product's filter choices with their titles; a missing product is a 404",
    async () => {
      const values = await getProductFilters(locked);
      expect(values.length).toBe(6);
      expect(values[0]).toEqual({
        filter_id: 1,
        filter_title: 'Placement',
        choice_id: 3,
        choice_title: 'Indoor & outdoor',
      });
      expect((await failureOf(getProductFilters('NO-SUCH-PRODUCT'))).status).toBe(404);
    },
  );

  it.runIf(server.seeded)(
    "refuses a customer the admin's calls with 403, and takes their product enquiry",
    async () => {
      await signIn(server.account);
      expect((await failureOf(createProduct(newProduct('FG-PROP-9004-01')))).status).toBe(403);
      expect((await failureOf(updateProductsTable([{ id: 'FG-HUM-0166-01', title: 'Nope' }]))).status).toBe(403);
      const answer = await sendProductInquiry({
        product_id: 'FG-HUM-0166-01',
        qty: 2,
        comment: 'Can it stand 2 m tall?',
      });
      expect(answer).toBe('Your enquiry was sent to our sales team.');
      const error = await failureOf(sendProductInquiry({ product_id: 'NO-SUCH-PRODUCT', qty: 1000, comment: '' }));
      expect([error.status, error.fieldErrors]).toEqual([
        422,
        {
          product_id: ['The selected product id is invalid.'],
          qty: ['must be less than or equal to 999'],
          comment: ['Input must not be empty.'],
        },
      ]);
    },
  );
});
