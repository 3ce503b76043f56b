// The token-based product verification flow (spec §4, §5, §7 Verification).

import type { OnUploadProgress } from '../http/xhrFetch.ts';
import type { ProductFields } from '../rules/productFields.ts';
import {
  type Product,
  type ProductId,
  type ProductImage,
  productImageSchema,
  productSchema,
  type TempProduct,
  tempProductSchema,
} from '../schemas/catalog.ts';
import { collection, resource } from '../schemas/common.ts';
import type { RegionCode } from '../schemas/regions.ts';
import { type CallOptions, callEndpoint, dataOf, designed, spec } from './endpoint.ts';

export const verificationEndpoints = {
  getTempProduct: spec('GET', '/api/product/bc-product-details'),
  submitProductVerification: spec('POST', '/api/product/store-product-verification'),
  uploadTempImages: spec('POST', '/api/product/temp-image-upload/{id}'),
  getTempImages: spec('GET', '/api/product/temp-image-upload/{id}'),
  deleteTempImage: designed('DELETE', '/api/product/temp-image-upload/{id}/{imageId}'),
  lockTempProduct: spec('PATCH', '/api/open-api/temp-products/{id}/lock'),
  renewTempProductLink: designed('PATCH', '/api/temp-products/{id}/renew'),
  unlockTempProduct: designed('PATCH', '/api/temp-products/{id}/unlock'),
};

/** The information tab: the product's own fields. */
export type VerificationInfo = Pick<TempProduct, 'product_id'> & ProductFields;

/**
 * Designed: the restrictions-and-excemptions tab, as sales regions (the enquiry's region codes): `restricted`
 * regions where the product may not be offered (e.g. no certification there), `excempted` regions where it is
 * offered although its category is restricted there. A region is never in both lists.
 */
export interface RestrictionAndExcemption {
  restricted_regions: RegionCode[];
  excempted_regions: RegionCode[];
}

export interface VerificationSubmission {
  token: string;
  info: VerificationInfo;
  /** Category ids; must not be empty (spec §5). */
  category: number[];
  /** Ids of uploaded temp images; must not be empty (spec §5). */
  images: number[];
  restrictionAndExcemption: RestrictionAndExcemption;
  /** Product ids of related products. */
  related: ProductId[];
  /** Product ids of recommended products. */
  recommended: ProductId[];
}

/** The temp product the token opens. */
export function getTempProduct(token: string, { signal }: CallOptions = {}): Promise<TempProduct> {
  return callEndpoint(verificationEndpoints.getTempProduct, resource(tempProductSchema), {
    signal,
    query: { token },
  }).then(dataOf);
}

/** Irreversible: creates the product from the completed data (multipart, nested as `info[title]`). */
export function submitProductVerification(submission: VerificationSubmission): Promise<Product> {
  return callEndpoint(verificationEndpoints.submitProductVerification, resource(productSchema), {
    body: submission,
  }).then(dataOf);
}

// Every verification call carries the link's token (query for GET, body otherwise), so the server can check
// that the caller holds the link of this temp product; without a valid one it answers 403.

/**
 * Uploads image files for a temp product; answers every image it now has. `onUploadProgress` hears the bytes sent
 * (the request then goes through XMLHttpRequest, which reports them; fetch does not).
 */
export function uploadTempImages(
  id: number,
  token: string,
  images: File[],
  options: { onUploadProgress?: OnUploadProgress } = {},
): Promise<ProductImage[]> {
  return callEndpoint(verificationEndpoints.uploadTempImages, collection(productImageSchema), {
    params: { id },
    body: { token, images },
    onUploadProgress: options.onUploadProgress,
  }).then(dataOf);
}

/** Designed: deletes one uploaded image of a temp product (token in the query); answers the images left. */
export function deleteTempImage(id: number, imageId: number, token: string): Promise<ProductImage[]> {
  return callEndpoint(verificationEndpoints.deleteTempImage, collection(productImageSchema), {
    params: { id, imageId },
    query: { token },
  }).then(dataOf);
}

/** The images uploaded for a temp product. */
export function getTempImages(id: number, token: string, { signal }: CallOptions = {}): Promise<ProductImage[]> {
  return callEndpoint(verificationEndpoints.getTempImages, collection(productImageSchema), {
    signal,
    params: { id },
    query: { token },
  }).then(dataOf);
}

/** The 'Lock Product' action; answers the temp product, now with is_locked 1. */
export function lockTempProduct(id: number, token: string): Promise<TempProduct> {
  return callEndpoint(verificationEndpoints.lockTempProduct, resource(tempProductSchema), {
    params: { id },
    body: { token },
  }).then(dataOf);
}

// The administrator's side of a link (designed, the new-products edit key): no token, the id names it.

/** An expired link works again, the same token for a fresh period; answers the temp product. */
export function renewTempProductLink(id: number): Promise<TempProduct> {
  return callEndpoint(verificationEndpoints.renewTempProductLink, resource(tempProductSchema), { params: { id } }).then(
    dataOf,
  );
}

/** A locked (not verified) temp product can be changed and submitted with its link again; answers it. */
export function unlockTempProduct(id: number): Promise<TempProduct> {
  return callEndpoint(verificationEndpoints.unlockTempProduct, resource(tempProductSchema), { params: { id } }).then(
    dataOf,
  );
}
