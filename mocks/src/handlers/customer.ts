import { productIdFromInput, type RegionCode, regionCodes, uploadLimits, uploadProblem } from '@factory/api';
import { db, nextId, now } from '../db.ts';
import { visibleTopFolders } from '../documentAccess.ts';
import type { TempProductRecord } from '../fixtures/index.ts';
import { apiRoute, publicRoute } from '../http/guard.ts';
import { errorResponse, type Input, json, noContent, validationResponse } from '../http/laravel.ts';
import { forField, messages, type Rules } from '../http/validation.ts';
import { folderResource, live, productResource, tempProductResource, wishlistResource } from '../resources.ts';
import { storeImages } from './catalogue.ts';
import { filesOf, findRow, imageRefusal, invalid, notFound, queryFlag, resourceResponse } from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// Wishlist

/** The access type of the customer a user is; products marked "non-wishlist" for it cannot be added. */
const accessTypeOf = (userId: number) =>
  live(db.customers).find((c) => c.user_id === userId)?.product_access_type_id ?? null;

const ownItems = (userId: number) => db.wishlists.filter((w) => w.user_id === userId);
const ownItem = (userId: number, id: string | undefined) => ownItems(userId).find((w) => w.id === Number(id));
const liveProduct = (id: unknown) => live(db.products).find((p) => p.id === String(id));
const productRule = (value: unknown) => (liveProduct(value) ? null : messages.in);

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

// ---------------------------------------------------------------------------------------------------------------
// Verification

/** The spec's text for a locked temp product (§8), which the server also answers when one is submitted. */
export const lockedMessage = 'This item is locked and cannot be processed. Contact the Developer';

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

const infoRules: Rules = Object.fromEntries(
  (['product_id', 'parent_code', 'title', 'description'] as const)
    .map((field): [string, Rules[string]] => [
      `info.${field}`,
      ['required', { max: field === 'description' ? 5000 : 255 }],
    ])
    .concat(
      (['volume', 'weight_net', 'dimension_length', 'dimension_width', 'dimension_height'] as const).map((field) => [
        `info.${field}`,
        ['required', 'numeric', { min: 0 }, { max: 10000 }],
      ]),
      [['info.weight_gross', ['numeric', { min: 0 }, { max: 10000 }]]],
    ),
);

/** The info fields a submit copies back onto its temp product (besides the hyphenated product id). */
const submittedInfo = [
  'parent_code',
  'title',
  'description',
  'volume',
  'weight_net',
  'weight_gross',
  'dimension_length',
  'dimension_width',
  'dimension_height',
] as const;

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
          'required',
          { max: 50 },
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
    // Submitting is irreversible: the temp product keeps what was submitted, locks, and its link is done.
    Object.assign(temp.product, Object.fromEntries(submittedInfo.map((key) => [key, product[key]])), {
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
    temp.product.images = temp.product.images.filter((image) => image.id !== Number(params.imageId));
    return resourceResponse(temp.product.images);
  }),
  // The "open API" of the verification link: the token's holder may lock it without a session user.
  publicRoute('PATCH /api/open-api/temp-products/{id}/lock', ({ params, input }) => {
    const temp = tempOfToken(input.token, params.id);
    if (temp instanceof Response) return temp;
    temp.product.is_locked = 1;
    return resourceResponse(tempProductResource(temp.product));
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Operation documents

/** Why the server refuses an operation document (its type or size; the limits the upload screen states), or null. */
export function documentRefusal(file: File): string | null {
  const problem = uploadProblem(file, uploadLimits.operationDocument);
  if (problem === 'type') return 'The file must be a PDF, Word, Excel, JPEG or PNG file.';
  if (problem === 'size')
    return `The file may not be greater than ${uploadLimits.operationDocument.maxBytes / 1024 ** 2} MB.`;
  return null;
}

const folderRule = (value: unknown) => (live(db.folders).some((f) => f.id === Number(value)) ? null : messages.in);
const topFolders = () => live(db.folders).filter((f) => f.parent_id === null);

function deleteFolderTree(id: number, at: string) {
  for (const folder of db.folders.filter((f) => f.id === id || f.parent_id === id)) {
    if (folder.deleted_at) continue;
    folder.deleted_at = at;
    if (folder.id !== id) deleteFolderTree(folder.id, at);
  }
}

export const documentHandlers = [
  apiRoute('GET /api/operation-documents', { area: 'operation-documents', action: 'view' }, ({ query }) =>
    resourceResponse(topFolders().map((f) => folderResource(f, queryFlag(query, 'includeChildren')))),
  ),
  apiRoute('POST /api/operation-documents', { area: 'operation-documents', action: 'create' }, ({ input }) => {
    const failed = invalid(input, { title: ['required', { max: 255 }], parent_id: [folderRule] });
    if (failed) return failed;
    const parentId =
      input.parent_id === undefined || input.parent_id === '' || input.parent_id === null
        ? null
        : Number(input.parent_id);
    const folder = {
      id: nextId(db.folders),
      title: String(input.title).trim(),
      parent_id: parentId,
      files: [],
      // A new folder has no access of its own; inside a shared folder it is seen through that folder.
      customer_ids: [],
      company_ids: [],
      deleted_at: null,
    };
    db.folders.push(folder);
    return resourceResponse(folderResource(folder, true), 201);
  }),
  apiRoute(
    'PATCH /api/operation-documents/rename/{id}',
    { area: 'operation-documents', action: 'edit' },
    ({ params, input }) => {
      const folder = findRow(db.folders, params.id);
      if (!folder) return notFound();
      const failed = invalid(input, { title: ['required', { max: 255 }] });
      if (failed) return failed;
      folder.title = String(input.title).trim();
      return resourceResponse(folderResource(folder, true));
    },
  ),
  apiRoute(
    'DELETE /api/operation-documents/files/{fileId}',
    { area: 'operation-documents', action: 'delete' },
    ({ params }) => {
      const fileId = Number(params.fileId);
      const folder = live(db.folders).find((f) => f.files.some((file) => file.id === fileId));
      if (!folder) return notFound();
      folder.files = folder.files.filter((file) => file.id !== fileId);
      return noContent();
    },
  ),
  apiRoute('DELETE /api/operation-documents/{id}', { area: 'operation-documents', action: 'delete' }, ({ params }) => {
    const folder = findRow(db.folders, params.id);
    if (!folder) return notFound();
    deleteFolderTree(folder.id, now());
    return noContent();
  }),
  apiRoute(
    'PUT /api/operation-documents/{id}/access',
    { area: 'operation-documents', action: 'edit' },
    ({ params, input }) => {
      const folder = findRow(db.folders, params.id);
      if (!folder) return notFound();
      const customers = new Set(live(db.customers).map((c) => c.id));
      const companies = new Set(db.companies.map((c) => c.id));
      const errors: Record<string, string[]> = {};
      const idsOf = (field: 'customer_ids' | 'company_ids', known: Set<number>) => {
        const value = input[field] ?? [];
        if (!Array.isArray(value)) {
          errors[field] = [forField(messages.array, field)];
          return [];
        }
        const ids = value.map(Number);
        const unknown = ids.findIndex((id) => !known.has(id));
        const key = `${field}.${unknown}`;
        if (unknown !== -1) errors[key] = [forField(messages.in, key)];
        return [...new Set(ids)];
      };
      const customerIds = idsOf('customer_ids', customers);
      const companyIds = idsOf('company_ids', companies);
      if (Object.keys(errors).length > 0) return validationResponse(errors);
      folder.customer_ids = customerIds;
      folder.company_ids = companyIds;
      return resourceResponse(folderResource(folder, true));
    },
  ),
  apiRoute(
    'POST /api/operation-documents/{id}/files',
    { area: 'operation-documents', action: 'create' },
    ({ params, input }) => {
      const folder = findRow(db.folders, params.id);
      if (!folder) return notFound();
      const files = filesOf(input.files);
      if (files.length === 0) return validationResponse({ files: [messages.required] });
      const refused = files.findIndex((file) => documentRefusal(file) !== null);
      if (refused !== -1) {
        return validationResponse({ [`files.${refused}`]: [documentRefusal(files[refused] as File) ?? ''] });
      }
      const firstId = Math.max(0, ...db.folders.flatMap((f) => f.files.map((file) => file.id))) + 1;
      const added = files.map((file, index) => {
        const url = `/media/documents/${folder.id}/${encodeURIComponent(file.name)}`;
        db.uploads.set(decodeURIComponent(url), file);
        return {
          id: firstId + index,
          name: file.name,
          url,
          mime_type: file.type || null,
          size: file.size,
          created_at: now(),
        };
      });
      folder.files.push(...added);
      return resourceResponse(added, 201);
    },
  ),
  // A customer's shared folders: the highest folders shared with the customer or their company, with everything
  // inside them. A login that is no customer (staff) has none.
  apiRoute('GET /api/my-documents', 'user', ({ user }) =>
    resourceResponse(
      visibleTopFolders(
        live(db.folders),
        live(db.customers).find((c) => c.user_id === user.id),
      ).map((f) => folderResource(f, true)),
    ),
  ),
];
