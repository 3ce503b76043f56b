// The product verification flow: a token's temp product, its images, the submission and the lock.

import {
  productFieldNames,
  productIdFromInput,
  type RegionCode,
  recordId,
  regionCodes,
  uploadLimits,
  verificationInfoRules,
} from '@factory/api';
import { db, now } from '../db.ts';
import type { TempProductRecord } from '../fixtures/index.ts';
import { apiRoute, publicRoute } from '../http/guard.ts';
import { errorResponse, type Input, validationResponse } from '../http/laravel.ts';
import { messages, type Rules } from '../http/validation.ts';
import { productResource, tempProductResource } from '../resources.ts';
import { filesOf, imageRefusal, invalid, notFound, productRule, resourceResponse } from './common.ts';
import { storeImages } from './products.ts';

// ---------------------------------------------------------------------------------------------------------------
// Verification
/** The spec's text for a locked temp product (§8), which the server also answers when one is submitted. */
export const lockedMessage = 'This item is locked and cannot be processed. Contact the Developer';

/** Why a verified product's link can be neither renewed nor unlocked. */
const verifiedLinkMessage = 'This product was verified: its link is done.';

/** What the server says about a verification link it refuses (403); designed, the spec shows no texts. */
export const verificationLinkMessages = {
  invalid: 'This verification link is not valid.',
  expired: 'This verification link has expired.',
} as const;

/**
 * The temp product a verification call's token opens, or the 403 that refuses it: every verification call
 * carries the token, and a call for one temp product must carry that product's token.
 */
function tempOfToken(token: unknown, tempId?: string): TempProductRecord | Response {
  const temp = typeof token === 'string' && token !== '' ? db.tempProducts.find((t) => t.token === token) : undefined;
  if (!temp || (tempId !== undefined && temp.product.id !== Number(tempId)))
    return errorResponse(403, verificationLinkMessages.invalid);
  if (temp.expired) return errorResponse(403, verificationLinkMessages.expired);
  return temp;
}

/** The information's rules as the form checks them, under `info.`. */
const infoRules: Rules = Object.fromEntries(
  Object.entries(verificationInfoRules).map(([field, rules]) => [`info.${field}`, rules]),
);

const regionRule = (value: unknown) => (regionCodes.includes(value as RegionCode) ? null : messages.in);

const listOf = (value: unknown) => (Array.isArray(value) ? value : []);

/** Laravel's `field.*` rules: the same rules for every item of a list, keyed `field.0`, `field.1`… */
const eachOf = (path: string, list: unknown, rules: Rules[string]): Rules =>
  Object.fromEntries(listOf(list).map((_, index) => [`${path}.${index}`, rules]));

export const verificationHandlers = [
  apiRoute('GET /api/product/bc-product-details', 'user', ({ query }) => {
    const temp = tempOfToken(query.get('token'));
    return temp instanceof Response ? temp : resourceResponse(tempProductResource(temp.product));
  }),
  apiRoute('POST /api/product/store-product-verification', 'user', ({ input }) => {
    const temp = tempOfToken(input.token);
    if (temp instanceof Response) return temp;
    if (temp.product.is_locked === 1) return validationResponse({ token: [lockedMessage] });
    const info = (input.info ?? {}) as Input;
    const productId = productIdFromInput(String(info.product_id ?? ''));
    const restrictions = (input.restrictionAndExcemption ?? {}) as Input;
    const restricted = listOf(restrictions.restricted_regions);
    const failed = invalid(
      { ...input, info: { ...info, product_id: productId } },
      {
        ...infoRules,
        'info.product_id': [
          verificationInfoRules.product_id,
          (id) => (db.products.some((p) => p.id === id) ? messages.unique('product id') : null),
        ],
        category: ['required', 'array'],
        images: ['required', 'array'],
        ...eachOf('restrictionAndExcemption.restricted_regions', restricted, [regionRule]),
        ...eachOf('restrictionAndExcemption.excempted_regions', restrictions.excempted_regions, [
          regionRule,
          (code) => (restricted.includes(code) ? 'A region cannot be both restricted and exempted.' : null),
        ]),
        ...eachOf('related', input.related, [productRule]),
        ...eachOf('recommended', input.recommended, [productRule]),
      },
    );
    if (failed) return failed;
    const categoryIds = (input.category as unknown[])
      .map(Number)
      .filter((id) => db.categories.some((c) => c.id === id));
    const product = {
      id: productId,
      parent_code: String(info.parent_code),
      title: String(info.title),
      description: String(info.description),
      volume: Number(info.volume),
      weight_net: Number(info.weight_net),
      weight_gross: info.weight_gross === undefined || info.weight_gross === '' ? null : Number(info.weight_gross),
      dimension_length: Number(info.dimension_length),
      dimension_width: Number(info.dimension_width),
      dimension_height: Number(info.dimension_height),
      product_dimensions: `${info.dimension_length} x ${info.dimension_width} x ${info.dimension_height} cm`,
      category_ids: categoryIds,
      components: [],
      images: temp.product.images.filter((image) => (input.images as unknown[]).map(Number).includes(image.id)),
      filter: [],
      is_locked: 0 as const,
      created_at: now(),
      deleted_at: null,
    };
    db.products.push(product);
    // Submitting is irreversible: the temp product keeps what was submitted (its info fields, the product id
    // hyphenated), locks, and its link is done.
    Object.assign(temp.product, Object.fromEntries(productFieldNames.map((key) => [key, product[key]])), {
      product_id: productId,
      categories: categoryIds.map((id) => ({ id, title: db.categories.find((c) => c.id === id)?.title ?? '' })),
      images: product.images,
      is_locked: 1,
      verified_at: now(),
    });
    return resourceResponse(productResource(product), 201);
  }),
  apiRoute('GET /api/product/temp-image-upload/{id}', 'user', ({ params, query }) => {
    const temp = tempOfToken(query.get('token'), params.id);
    return temp instanceof Response ? temp : resourceResponse(temp.product.images);
  }),
  apiRoute('POST /api/product/temp-image-upload/{id}', 'user', ({ params, input }) => {
    const temp = tempOfToken(input.token, params.id);
    if (temp instanceof Response) return temp;
    if (temp.product.is_locked === 1) return validationResponse({ images: [lockedMessage] });
    const files = filesOf(input.images);
    if (files.length === 0) return validationResponse({ images: [messages.required] });
    const refusals = files.map((file) => imageRefusal(file, uploadLimits.tempImage));
    const wrong = refusals.findIndex((refusal) => refusal !== null);
    if (wrong !== -1) return validationResponse({ [`images.${wrong}`]: [refusals[wrong] ?? ''] });
    const images = temp.product.images;
    const firstId = Math.max(0, ...db.tempProducts.flatMap((t) => t.product.images.map((i) => i.id))) + 1;
    images.push(
      ...storeImages(files, (n) => `/media/temp-products/t-${temp.product.id}-${n}.svg`, images.length, firstId),
    );
    return resourceResponse(images);
  }),
  // Designed: the person removes an uploaded image (token in the query, as for the GET); answers the images left.
  // Deleting an image that is already gone answers the list all the same, so a repeated press does no harm.
  apiRoute('DELETE /api/product/temp-image-upload/{id}/{imageId}', 'user', ({ params, query }) => {
    const temp = tempOfToken(query.get('token'), params.id);
    if (temp instanceof Response) return temp;
    if (temp.product.is_locked === 1) return validationResponse({ images: [lockedMessage] });
    temp.product.images = temp.product.images.filter((image) => image.id !== recordId(params.imageId));
    return resourceResponse(temp.product.images);
  }),
  // The "open API" of the verification link: the token's holder may lock it without a session user.
  publicRoute('PATCH /api/open-api/temp-products/{id}/lock', ({ params, input }) => {
    const temp = tempOfToken(input.token, params.id);
    if (temp instanceof Response) return temp;
    temp.product.is_locked = 1;
    return resourceResponse(tempProductResource(temp.product));
  }),
  // Designed: the administrator renews an expired link (the same token works again) or unlocks a locked
  // product; a verified one is done and stays as it is.
  apiRoute('PATCH /api/temp-products/{id}/renew', { area: 'new-products', action: 'edit' }, ({ params }) =>
    changeLink(params.id, (temp) => {
      temp.expired = false;
    }),
  ),
  apiRoute('PATCH /api/temp-products/{id}/unlock', { area: 'new-products', action: 'edit' }, ({ params }) =>
    changeLink(params.id, (temp) => {
      temp.product.is_locked = 0;
    }),
  ),
];

/** Applies an administrator's change to a temp product's link, unless it was verified (422 on `product`). */
function changeLink(id: string | undefined, change: (temp: TempProductRecord) => void): Response {
  const temp = db.tempProducts.find((t) => t.product.id === recordId(id));
  if (!temp) return notFound();
  if (temp.product.verified_at) return validationResponse({ product: [verifiedLinkMessage] });
  change(temp);
  return resourceResponse(tempProductResource(temp.product));
}
