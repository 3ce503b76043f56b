// The customer's wishlist (spec §7 Wishlist).
import * as z from 'zod/mini';
import { type ProductId, type WishlistItem, wishlistItemSchema } from '../schemas/catalog.ts';
import { collection, messageSchema, resource } from '../schemas/common.ts';
import { type Notification, notificationSchema } from '../schemas/people.ts';
import { anyBody, type CallOptions, callEndpoint, dataOf, spec } from './endpoint.ts';

/** A wishlist quantity's rule: the quantity field checks it before it is sent, the server's stand-in on arrival. */
export const wishlistQuantityRules = 'required|integer|min:1|max:999';

export const wishlistEndpoints = {
  sendWishlist: spec('POST', '/api/customer-wishlist/send-wishlist'),
  sendProductInquiry: spec('POST', '/api/customer-wishlist/product-inquery'),
  addToWishlist: spec('POST', '/api/customer-wishlist'),
  getWishlist: spec('GET', '/api/customer-wishlist'),
  removeFromWishlist: spec('DELETE', '/api/customer-wishlist/{id}'),
  clearWishlist: spec('DELETE', '/api/customer-wishlist/delete-all-user-wishlists'),
  setWishlistQty: spec('PUT', '/api/customer-wishlist/{id}'),
};

/** Designed: a question about one product, sent to sales. */
export interface ProductInquiry {
  product_id: ProductId;
  qty: number;
  comment: string;
}

/**
 * Designed: what "Send wishlist" sends. The items are the ones the review lists, with the quantities it shows, so
 * what sales receive is what the customer saw. `idempotency_key` is made once per enquiry and kept across retries:
 * a retry after a timeout whose request did arrive is answered with the first enquiry, not recorded twice.
 */
export interface WishlistEnquiry {
  comment: string;
  items: readonly { product_id: ProductId; qty: number }[];
  idempotency_key: string;
}

/** The answer to a sent wishlist: the server's text and the notification that records what was sent and when. */
interface SentWishlist {
  message: string;
  notification: Notification;
}

const sentWishlistSchema = z.extend(messageSchema, { data: notificationSchema });

const messageOf = (answer: { message: string }) => answer.message;

/** Sends the wishlist to sales; answers the server's text and the notification recording it. */
export function sendWishlist(enquiry: WishlistEnquiry, { signal }: CallOptions = {}): Promise<SentWishlist> {
  return callEndpoint(wishlistEndpoints.sendWishlist, sentWishlistSchema, { body: enquiry, signal }).then(
    ({ message, data }) => ({ message, notification: data }),
  );
}

export function sendProductInquiry(inquiry: ProductInquiry, { signal }: CallOptions = {}): Promise<string> {
  return callEndpoint(wishlistEndpoints.sendProductInquiry, messageSchema, { body: inquiry, signal }).then(messageOf);
}

export function addToWishlist(productId: ProductId): Promise<WishlistItem> {
  return callEndpoint(wishlistEndpoints.addToWishlist, resource(wishlistItemSchema), {
    body: { product_id: productId },
  }).then(dataOf);
}

export function getWishlist({ signal }: CallOptions = {}): Promise<WishlistItem[]> {
  return callEndpoint(wishlistEndpoints.getWishlist, collection(wishlistItemSchema), { signal }).then(dataOf);
}

export async function removeFromWishlist(id: number): Promise<void> {
  await callEndpoint(wishlistEndpoints.removeFromWishlist, anyBody, { params: { id } });
}

export async function clearWishlist(): Promise<void> {
  await callEndpoint(wishlistEndpoints.clearWishlist, anyBody);
}

export function setWishlistQty(id: number, qty: number): Promise<WishlistItem> {
  return callEndpoint(wishlistEndpoints.setWishlistQty, resource(wishlistItemSchema), {
    params: { id },
    body: { qty },
  }).then(dataOf);
}
