// The verification link (details, store, lock) and what it carries over the wire: nested form fields (`info[title]`),
// empty strings, nulls, empty lists, files under the size rule and PHP's own limits, and a PATCH body.
import {
  getTempProduct,
  lockTempProduct,
  renewTempProductLink,
  submitProductVerification,
  unlockTempProduct,
  uploadTempImages,
  type VerificationSubmission,
} from '@factory/api';
import { verificationTokens } from '@factory/mocks/node';
import { expect, it } from 'vitest';
import { png, pngBytes, signedInEachTest, signIn } from './fixtures.ts';
import { eachServer, failureOf } from './servers.ts';

/** A PNG padded to `megabytes` (the image rule takes 10 MB). */
const bigPng = (megabytes: number) => {
  const bytes = new Uint8Array(megabytes * 1024 * 1024);
  bytes.set(pngBytes);
  return png('huge.png', bytes);
};

const { complete, locked, expired, invalid } = verificationTokens;

const submission = (images: number[], productId = 'FG DINO 0999 01'): VerificationSubmission => ({
  token: complete,
  info: {
    product_id: productId,
    parent_code: 'FG-DINO-0999',
    title: 'Spinosaurus on a Rock',
    description: 'A 4 m fiberglass Spinosaurus.',
    volume: 9.6,
    weight_net: 210,
    weight_gross: null,
    dimension_length: 420,
    dimension_width: 140,
    dimension_height: 230,
  },
  // Theme-Park Props, not Dinosaurs: the catalogue contract counts Dinosaurs' products, in whatever order files run.
  category: [8],
  images,
  restrictionAndExcemption: { restricted_regions: [], excempted_regions: [] },
  related: [],
  recommended: [],
});

eachServer('verification', (server) => {
  signedInEachTest(server.account);

  it.runIf(server.seeded)('opens the temp product of a link, unlocked', async () => {
    const temp = await getTempProduct(complete);
    expect([temp.id, temp.is_locked, temp.images.length]).toEqual([1, 0, 1]);
  });

  it.runIf(server.seeded)('refuses an unknown and an expired link with 403 and their texts', async () => {
    const unknown = await failureOf(getTempProduct(invalid));
    expect([unknown.status, unknown.message]).toEqual([403, 'This verification link is not valid.']);
    const old = await failureOf(getTempProduct(expired));
    expect([old.status, old.message]).toEqual([403, 'This verification link has expired.']);
  });

  it.runIf(server.seeded && server.writable)('uploads a picture as multipart and answers every image', async () => {
    const images = await uploadTempImages(1, complete, [png('front.png')]);
    expect(images.length).toBe(2);
    expect(images.at(-1)?.url).toMatch(/\.png$/);
  });

  it.runIf(server.seeded && server.writable)("refuses a picture over 10 MB on the image rule, not PHP's", async () => {
    const error = await failureOf(uploadTempImages(1, complete, [bigPng(10.5)]));
    expect([error.status, error.fieldErrors]).toEqual([422, { 'images.0': ['must be less than or equal to 10240'] }]);
  });

  it.runIf(server.seeded && server.writable)(
    'refuses a request body over 20 MB with 413 and no text of its own',
    async () => {
      const error = await failureOf(uploadTempImages(1, complete, [bigPng(21)]));
      expect([error.status, error.message]).toEqual([413, 'The server answered with an error (413).']);
    },
  );

  it.runIf(server.seeded && server.writable)(
    'keys errors of nested fields by dots; an empty text and an empty list arrive as missing',
    async () => {
      const empty = submission([]);
      const error = await failureOf(submitProductVerification({ ...empty, info: { ...empty.info, title: '' } }));
      expect(error.fieldErrors).toEqual({
        'info.title': ['Input must not be empty.'],
        images: ['Input must not be empty.'],
      });
    },
  );

  it.runIf(server.seeded && server.writable)(
    'creates the product from nested fields: spaces in its id become hyphens, a null weight stays null',
    async () => {
      const [image] = await getTempProduct(complete).then((temp) => temp.images);
      const product = await submitProductVerification(submission([image?.id ?? 0]));
      expect(product).toMatchObject({
        id: 'FG-DINO-0999-01',
        title: 'Spinosaurus on a Rock',
        weight_gross: null,
        dimension_length: 420,
        product_dimensions: '420 x 140 x 230 cm',
        categories: [{ id: 8, title: 'Theme-Park Props' }],
        images: [image],
      });
      expect((await getTempProduct(complete)).is_locked).toBe(1);
    },
  );

  it.runIf(server.seeded && server.writable)("refuses to store a locked link with the spec's text", async () => {
    const error = await failureOf(submitProductVerification({ ...submission([2], 'FG DINO 0999 02'), token: locked }));
    expect(error.fieldErrors).toEqual({
      token: ['This item is locked and cannot be processed. Contact the Developer'],
    });
  });

  it.runIf(server.seeded && server.writable)('locks a link with the token in a PATCH body', async () => {
    const temp = await lockTempProduct(4, verificationTokens.partial);
    expect([temp.id, temp.is_locked]).toEqual([4, 1]);
  });
  // Last: they change seeded links the tests above read.
  it.runIf(server.seeded && server.writable)(
    'lets an administrator unlock a locked link and renew an expired one, never a verified one',
    async () => {
      const refused = await failureOf(unlockTempProduct(2));
      expect(refused.status).toBe(403);
      await signIn('admin');
      expect((await unlockTempProduct(2)).is_locked).toBe(0);
      expect((await getTempProduct(locked)).is_locked).toBe(0);
      await renewTempProductLink(6);
      expect((await getTempProduct(expired)).title).toBe('Star Curtain Light');
      const verified = await failureOf(unlockTempProduct(5));
      expect([verified.status, verified.fieldErrors]).toEqual([
        422,
        { product: ['This product was verified: its link is done.'] },
      ]);
    },
  );
});
