import { accessTypeOf, canSeeProduct, visibilityOf } from '../access.ts';
import { db, nextId } from '../db.ts';
import { apiRoute } from '../http/guard.ts';
import { json, noContent, validationResponse } from '../http/laravel.ts';
import { live, wishlistResource } from '../resources.ts';
import { invalid, notFound, productRule, resourceResponse } from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// Wishlist

const ownItems = (userId: number) => db.wishlists.filter((w) => w.user_id === userId);

const ownItem = (userId: number, id: string | undefined) => ownItems(userId).find((w) => w.id === Number(id));

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
    const hidden = live(db.products).find(
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
    const failed = invalid(input, { qty: ['required', 'integer', { min: 1 }, { max: 999 }] });
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
    if (ownItems(user.id).length === 0) return validationResponse({ wishlist: ['Your wishlist is empty.'] });
    const failed = invalid(input, { comment: [{ max: 2000 }] });
    if (failed) return failed;
    return json({ message: 'Your wishlist was sent to our sales team.' });
  }),
  apiRoute('POST /api/customer-wishlist/product-inquery', 'user', ({ input }) => {
    const failed = invalid(input, {
      product_id: ['required', productRule],
      qty: ['required', 'integer', { min: 1 }, { max: 999 }],
      comment: ['required', { max: 2000 }],
    });
    if (failed) return failed;
    return json({ message: 'Your enquiry was sent to our sales team.' });
  }),
];
