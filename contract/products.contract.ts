// A locked product (docs/api.md, products): every change but its unlock is refused with 423 Locked and the one
// message, and nothing of it changes; unlocked, the same calls go through. The same assertions for both servers.
import {
  addProductFilter,
  deleteProduct,
  deleteProductImage,
  getProduct,
  login,
  type Product,
  productLockedMessage,
  removeProductFilter,
  setProductCategories,
  updateProduct,
  uploadProductImage,
} from '@factory/api';
import { beforeEach, expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

/** A real 1 × 1 PNG: Laravel's `image` rule reads the bytes, not the name. */
const png = () =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
        (char) => char.charCodeAt(0),
      ),
    ],
    'front.png',
    { type: 'image/png' },
  );

/** One of the seeded locked products: three pictures, category 17, six filter choices. */
const locked = 'FG-ANI-0303-01';

/** The product's own fields as the admin's form sends them, with a lock state. */
const fieldsOf = (product: Product, is_locked: 0 | 1) => ({
  parent_code: product.parent_code,
  title: product.title,
  description: product.description,
  volume: product.volume,
  weight_net: product.weight_net,
  weight_gross: product.weight_gross,
  dimension_length: product.dimension_length,
  dimension_width: product.dimension_width,
  dimension_height: product.dimension_height,
  is_locked,
});

/** What a refusal shows of a change: its status and message. */
const refusal = async (call: Promise<unknown>) => {
  const error = await failureOf(call);
  return [error.status, error.message];
};

eachServer('locked products', (server) => {
  beforeEach(async () => {
    await login({ email: 'admin@example.com', password: 'password', remember: false });
  });

  it.runIf(server.seeded)('refuses every change of a locked product but its unlock, with 423 and why', async () => {
    const before = await getProduct(locked);
    expect(before.is_locked).toBe(1);
    const refused = [423, productLockedMessage];
    expect(await refusal(uploadProductImage(locked, png()))).toEqual(refused);
    expect(await refusal(deleteProductImage(locked, before.images[1]?.id ?? 0))).toEqual(refused);
    expect(await refusal(setProductCategories(locked, [2]))).toEqual(refused);
    expect(await refusal(addProductFilter(locked, 1, 1))).toEqual(refused);
    expect(await refusal(removeProductFilter(locked, 1, 3))).toEqual(refused);
    expect(await refusal(updateProduct(locked, { ...fieldsOf(before, 1), title: 'Renamed while locked' }))).toEqual(
      refused,
    );
    expect(await refusal(deleteProduct(locked))).toEqual(refused);
    const after = await getProduct(locked);
    expect([after.title, after.images.length, after.categories.map((c) => c.id), after.filter.length]).toEqual([
      'Polar Bear Family Set',
      3,
      [17],
      6,
    ]);
  });

  it.runIf(server.seeded && server.writable)(
    'takes the unlock, then the changes it refused, then the lock',
    async () => {
      const before = await getProduct(locked);
      expect((await updateProduct(locked, fieldsOf(before, 0))).is_locked).toBe(0);
      expect((await setProductCategories(locked, [17, 2])).categories.map((c) => c.id).sort()).toEqual([17, 2].sort());
      await addProductFilter(locked, 1, 1);
      await removeProductFilter(locked, 1, 1);
      expect((await setProductCategories(locked, [17])).categories.map((c) => c.id)).toEqual([17]);
      expect((await updateProduct(locked, fieldsOf(before, 1))).is_locked).toBe(1);
      expect(await refusal(deleteProduct(locked))).toEqual([423, productLockedMessage]);
    },
  );
});

eachServer("a product's own fields", (server) => {
  beforeEach(async () => {
    await login({ email: 'admin@example.com', password: 'password', remember: false });
  });

  // The limits of @factory/api's productFieldLimits, which the admin's form and the verification form check too.
  it.runIf(server.seeded)('refuses a parent code over 255 characters and a gross weight over 100,000 kg', async () => {
    const product = await getProduct('FG-HUM-0166-01');
    const error = await failureOf(
      updateProduct(product.id, { ...fieldsOf(product, 0), parent_code: 'P'.repeat(256), weight_gross: 100001 }),
    );
    expect([error.status, error.fieldErrors]).toEqual([
      422,
      {
        parent_code: ['must be less than or equal to 255'],
        weight_gross: ['must be less than or equal to 100000'],
      },
    ]);
    expect((await getProduct(product.id)).parent_code).toBe(product.parent_code);
  });
});
