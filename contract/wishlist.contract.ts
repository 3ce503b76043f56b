// The wishlist: add (one more of a listed product), change the quantity (a PUT's JSON body), remove, delete all,
// send, and an empty list answered as `[]`.
import {
  addToWishlist,
  clearWishlist,
  getWishlist,
  login,
  removeFromWishlist,
  sendWishlist,
  setWishlistQty,
} from '@factory/api';
import { beforeEach, expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

const viking = 'FG-HUM-0166-01';

eachServer('wishlist', (server) => {
  beforeEach(async () => {
    await login({ ...server.account, remember: false });
  });

  it.runIf(server.writable && server.seeded)(
    'starts empty after delete all, and answers the empty list as []',
    async () => {
      await clearWishlist();
      expect(await getWishlist()).toEqual([]);
    },
  );

  it.runIf(server.writable && server.seeded)('adds a product, and adding it again adds one more', async () => {
    const first = await addToWishlist(viking);
    expect([first.product.id, first.product.title, first.qty]).toEqual([viking, 'Viking Warrior Figure', 1]);
    const again = await addToWishlist(viking);
    expect([again.id, again.qty]).toEqual([first.id, 2]);
    expect((await getWishlist()).map((item) => [item.product.id, item.qty])).toEqual([[viking, 2]]);
  });

  it.runIf(server.writable && server.seeded)('refuses an unknown product with 422 on product_id', async () => {
    const error = await failureOf(addToWishlist('NO-SUCH-PRODUCT'));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ product_id: ['The selected product id is invalid.'] });
  });

  it.runIf(server.writable && server.seeded)('changes the quantity, within 1 to 999', async () => {
    const [item] = await getWishlist();
    expect((await setWishlistQty(item?.id ?? 0, 5)).qty).toBe(5);
    const tooMany = await failureOf(setWishlistQty(item?.id ?? 0, 1000));
    expect(tooMany.fieldErrors).toEqual({ qty: ['must be less than or equal to 999'] });
    const none = await failureOf(setWishlistQty(item?.id ?? 0, 0));
    expect(none.fieldErrors).toEqual({ qty: ['must be greater than or equal to 1'] });
  });

  it.runIf(server.writable && server.seeded)('sends the list to sales', async () => {
    expect(await sendWishlist('Please quote by Friday.')).toBe('Your wishlist was sent to our sales team.');
  });

  it.runIf(server.writable && server.seeded)('removes an item; removing it again is a 404', async () => {
    const [item] = await getWishlist();
    await removeFromWishlist(item?.id ?? 0);
    expect(await getWishlist()).toEqual([]);
    expect((await failureOf(removeFromWishlist(item?.id ?? 0))).status).toBe(404);
  });

  it.runIf(server.writable && server.seeded)('refuses to send an empty list with 422', async () => {
    const error = await failureOf(sendWishlist());
    expect([error.status, error.message]).toEqual([422, 'Your wishlist is empty.']);
    expect(error.fieldErrors).toEqual({ wishlist: ['Your wishlist is empty.'] });
  });
});
