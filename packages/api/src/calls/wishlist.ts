// The customer's wishlist (spec §7 Wishlist).
import { type ProductId, type WishlistItem, wishlistItemSchema } from '../schemas/catalog.ts';
import { collection, messageSchema, resource } from '../schemas/common.ts';
import { anyBody, type CallOptions, callEndpoint, dataOf, spec } from './endpoint.ts';

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

const messageOf = (answer: { message: string }) => answer.message;

/** Sends the whole wishlist to sales (designed body: an optional comment); answers the server's text. */
export function sendWishlist(comment = ''): Promise<string> {
  return callEndpoint(wishlistEndpoints.sendWishlist, messageSchema, { body: { comment } }).then(messageOf);
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
