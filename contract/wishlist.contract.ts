// The wishlist: add (one more of a listed product), change the quantity (a PUT's JSON body), remove, delete all,
// send, and an empty list answered as `[]`.
import {
  addToWishlist,
  clearWishlist,
  getCurrentUser,
  getNotifications,
  getWishlist,
  removeFromWishlist,
  sendWishlist,
  setWishlistQty,
} from '@factory/api';
import { expect, it } from 'vitest';
import { signedInEachTest } from './fixtures.ts';
import { eachServer, failureOf } from './servers.ts';

const viking = 'FG-HUM-0166-01';

eachServer('wishlist', (server) => {
  signedInEachTest(server.account);

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

  it.runIf(server.writable && server.seeded)(
    'sends the list to sales and records it as a notification, once for one key',
    async () => {
      const me = await getCurrentUser();
      const before = await getNotifications(me.id);
      const enquiry = {
        comment: 'Please quote by Friday.',
        items: [{ product_id: viking, qty: 7 }],
        idempotency_key: `contract-${Date.now()}`,
      };
      const sent = await sendWishlist(enquiry);
      expect(sent.message).toBe('Your wishlist was sent to our sales team.');
      expect([sent.notification.title, sent.notification.message, sent.notification.read_at]).toEqual([
        'Wishlist sent to our sales team',
        `1 product, 7 pieces in total: Viking Warrior Figure (${viking}) × 7. Your note: Please quote by Friday.`,
        null,
      ]);
      expect(sent.notification.created_at).not.toBeNull();
      // A retry with the same key (its first answer lost) is answered with the first enquiry, not a second one.
      const retried = await sendWishlist(enquiry);
      expect(retried.notification.id).toBe(sent.notification.id);
      const after = await getNotifications(me.id);
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toEqual(sent.notification);
    },
  );

  it.runIf(server.writable && server.seeded)('refuses to send a quantity over 999 with 422 on the item', async () => {
    const error = await failureOf(
      sendWishlist({ comment: '', items: [{ product_id: viking, qty: 1000 }], idempotency_key: 'contract-qty' }),
    );
    expect([error.status, error.fieldErrors]).toEqual([422, { 'items.0.qty': ['must be less than or equal to 999'] }]);
  });

  it.runIf(server.writable && server.seeded)('removes an item; removing it again is a 404', async () => {
    const [item] = await getWishlist();
    await removeFromWishlist(item?.id ?? 0);
    expect(await getWishlist()).toEqual([]);
    expect((await failureOf(removeFromWishlist(item?.id ?? 0))).status).toBe(404);
  });

  it.runIf(server.writable && server.seeded)('refuses to send an empty list with 422', async () => {
    const error = await failureOf(
      sendWishlist({ comment: '', items: [{ product_id: viking, qty: 1 }], idempotency_key: 'contract-empty' }),
    );
    expect([error.status, error.message]).toEqual([422, 'Your wishlist is empty.']);
    expect(error.fieldErrors).toEqual({ wishlist: ['Your wishlist is empty.'] });
  });
});
