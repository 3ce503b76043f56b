import { recordId, wishlistQuantityRules } from '@factory/api';
import { accessTypeOf, canSeeProduct, visibilityOf } from '../access.ts';
import { db, nextId, notDeleted, now } from '../db.ts';
import { apiRoute } from '../http/guard.ts';
import { json, noContent, validationResponse } from '../http/laravel.ts';
import { wishlistResource } from '../resources.ts';
import { invalid, notFound, productRule, resourceResponse } from './common.ts';
import { notificationResource } from './notifications.ts';

// ---------------------------------------------------------------------------------------------------------------
// Wishlist

const wishlistSentMessage = 'Your wishlist was sent to our sales team.';

const pieces = (qty: number) => (qty === 1 ? '1 piece' : `${qty} pieces`);

/**
 * The notification that records a sent wishlist: what was sent (each product with its code and quantity, the
 * totals, the note). The reference Laravel app words it the same (WishlistController::notificationOf).
 */
function wishlistSentNotification(items: readonly { title: string; code: string; qty: number }[], note: string) {
  const total = items.reduce((sum, item) => sum + item.qty, 0);
  const products = items.length === 1 ? '1 product' : `${items.length} products`;
  const list = items.map((item) => `${item.title} (${item.code}) × ${item.qty}`).join('; ');
  const noteText = note.trim() === '' ? '' : ` Your note: ${note.trim()}`;
  return {
    title: 'Wishlist sent to our sales team',
    message: `${products}, ${pieces(total)} in total: ${list}.${noteText}`,
  };
}

const ownItems = (userId: number) => db.wishlists.filter((w) => w.user_id === userId);

const ownItem = (userId: number, id: string | undefined) => ownItems(userId).find((w) => w.id === recordId(id));

export const wishlistHandlers = [
  apiRoute('GET /api/customer-wishlist', 'user', ({ user }) =>
    resourceResponse(ownItems(user.id).flatMap((item) => wishlistResource(item) ?? [])),
  ),
  apiRoute('POST /api/customer-wishlist', 'user', ({ user, input }) => {
    const accessType = accessTypeOf(user.id);
    const allowed = (value: unknown) =>
      db.nonWishlist.some((n) => n.product_id === String(value) && n.access_type_id === accessType)
        ? 'This product cannot be added to the wishlist.'
        : null;
    // A product closed to the customer's access type is not there for them.
    const hidden = notDeleted(db.products).find(
      (p) => p.id === String(input.product_id) && !canSeeProduct(visibilityOf(user), p),
    );
    if (hidden) return notFound();
    const failed = invalid(input, { product_id: ['required', productRule, allowed] });
    if (failed) return failed;
    // Adding a product already on the list adds one more of it.
    const existing = ownItems(user.id).find((w) => w.product_id === String(input.product_id));
    if (existing) {
      existing.qty += 1;
      return resourceResponse(wishlistResource(existing));
    }
    const item = { id: nextId(db.wishlists), user_id: user.id, product_id: String(input.product_id), qty: 1 };
    db.wishlists.push(item);
    return resourceResponse(wishlistResource(item), 201);
  }),
  apiRoute('PUT /api/customer-wishlist/{id}', 'user', ({ user, params, input }) => {
    const item = ownItem(user.id, params.id);
    if (!item) return notFound();
    const failed = invalid(input, { qty: wishlistQuantityRules });
    if (failed) return failed;
    item.qty = Number(input.qty);
    return resourceResponse(wishlistResource(item));
  }),
  apiRoute('DELETE /api/customer-wishlist/delete-all-user-wishlists', 'user', ({ user }) => {
    db.wishlists = db.wishlists.filter((w) => w.user_id !== user.id);
    return noContent();
  }),
  apiRoute('DELETE /api/customer-wishlist/{id}', 'user', ({ user, params }) => {
    const item = ownItem(user.id, params.id);
    if (!item) return notFound();
    db.wishlists.splice(db.wishlists.indexOf(item), 1);
    return noContent();
  }),
  apiRoute('POST /api/customer-wishlist/send-wishlist', 'user', ({ user, input }) => {
    const key = typeof input.idempotency_key === 'string' ? input.idempotency_key : '';
    // A retry of an enquiry that did arrive (its answer was lost): the first one is answered again.
    const already = key && db.notifications.find((n) => n.user_id === user.id && n.idempotency_key === key);
    if (already) return json({ message: wishlistSentMessage, data: notificationResource(already) });
    if (ownItems(user.id).length === 0) return validationResponse({ wishlist: ['Your wishlist is empty.'] });
    const items = Array.isArray(input.items) ? input.items : [];
    const failed = invalid(input, {
      comment: ['max:2000'],
      items: ['required', 'array'],
      idempotency_key: ['required', 'max:100'],
      ...Object.fromEntries(
        items.flatMap((_, index) => [
          [`items.${index}.product_id`, ['required', productRule]],
          [`items.${index}.qty`, wishlistQuantityRules],
        ]),
      ),
    });
    if (failed) return failed;
    const sent = items.map((item: { product_id: string; qty: string }) => ({
      title: notDeleted(db.products).find((p) => p.id === String(item.product_id))?.title ?? '',
      code: String(item.product_id),
      qty: Number(item.qty),
    }));
    const notification = {
      id: nextId(db.notifications),
      user_id: user.id,
      idempotency_key: key,
      ...wishlistSentNotification(sent, String(input.comment ?? '')),
      url: null,
      read_at: null,
      created_at: now(),
    };
    db.notifications.push(notification);
    return json({ message: wishlistSentMessage, data: notificationResource(notification) });
  }),
  apiRoute('POST /api/customer-wishlist/product-inquery', 'user', ({ input }) => {
    const failed = invalid(input, {
      product_id: ['required', productRule],
      qty: wishlistQuantityRules,
      comment: ['required', 'max:2000'],
    });
    if (failed) return failed;
    return json({ message: 'Your enquiry was sent to our sales team.' });
  }),
];
