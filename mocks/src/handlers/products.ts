import {
  definedResources,
  measuresFrom,
  productIdFromInput,
  productLockedMessage,
  productSortColumns,
  recordId,
  uploadLimits,
} from '@factory/api';
import { canSeeCategory, canSeeProduct, visibilityOf } from '../access.ts';
import { db, notDeleted, now } from '../db.ts';
import { type ProductRecord, productImageUrl } from '../fixtures/index.ts';
import { apiRoute } from '../http/guard.ts';
import { errorResponse, type Input, json, noContent, paginate, validationResponse } from '../http/laravel.ts';
import { messages, type Rules } from '../http/validation.ts';
import { productZip } from '../media/productZip.ts';
import { listProducts, type SortColumn, sortProducts } from '../productList.ts';
import { toRecycleBin } from '../recycleBin.ts';
import { categoryTree, productResource } from '../resources.ts';
import { catalogueSearch, inHitOrder, matchedWordsOf, productSuggestions } from '../search/index.ts';
import {
  arrayParam,
  filesOf,
  findRow,
  imageRefusal,
  invalid,
  notFound,
  numberOrNull,
  resourceResponse,
} from './common.ts';
import { crudRoutes } from './crud.ts';
import { placeRows, tableErrors } from './tableSaves.ts';

const products = definedResources['product-item'];

/** The admin's product fields without its code: the definition's, which the forms check too. */
const { id: _code, ...productRules } = products.fields;

function productFields(input: Input) {
  const measures = measuresFrom(input, numberOrNull);
  const { dimension_length: length, dimension_width: width, dimension_height: height } = measures;
  return {
    parent_code: String(input.parent_code).trim(),
    title: String(input.title).trim(),
    description: (input.description as string) || null,
    ...measures,
    product_dimensions:
      length !== null && width !== null && height !== null ? `${length} x ${width} x ${height} cm` : null,
  };
}

const categoryIdsRule = (value: unknown) =>
  Array.isArray(value) && value.every((id) => notDeleted(db.categories).some((c) => c.id === Number(id)))
    ? null
    : messages.in;

const findProduct = (id: string | undefined) => notDeleted(db.products).find((p) => p.id === id);

/** A locked product takes no change but its unlock: 423 Locked, saying what to do. */
const lockedRefusal = () => json({ message: productLockedMessage }, { status: 423 });

/** Whether a `PUT /api/product/{id}` input unlocks the product (`is_locked` 0, "0" or false). */
const unlocks = (input: Input) => [0, '0', false].includes(input.is_locked as never);

/** Stores uploaded pictures and answers their image rows, numbered after the existing ones. */
export function storeImages(files: File[], urlFor: (n: number) => string, existing: number, firstId: number) {
  return files.map((file, index) => {
    const url = urlFor(existing + index + 1).replace(/\.svg$/, `.${file.name.split('.').pop() || 'png'}`);
    db.uploads.set(url, file);
    return { id: firstId + index, url };
  });
}

const nextImageId = () => Math.max(0, ...db.products.flatMap((p) => p.images.map((i) => i.id))) + 1;

/** A product picture: an image within the upload limit. */
const pictureRule = (value: unknown) => (value instanceof File ? imageRefusal(value, uploadLimits.productImage) : null);

const imageRules: Rules = { image: ['required', pictureRule] };

/** Seasonal ranges shown on the catalogue home: the newest Christmas, Halloween and Easter pieces. */
const seasonalLimit = 12;

/** What a customer is told of a product outside the ranges their account shows. */
const outsideRangesMessage = 'This product is not in the ranges your account shows.';

export const productHandlers = [
  apiRoute(`GET ${products.path}`, 'user', ({ query, url, user }) => {
    const perPageText = query.get('per_page') ?? '15';
    const paging = { page: query.get('page') ?? '1', per_page: perPageText === 'all' ? '1' : perPageText };
    const sort = query.get('sort') ?? undefined;
    const choices = arrayParam(query, 'choices');
    const locked = query.get('locked') ?? undefined;
    const heights = {
      min_height: query.get('min_height') ?? undefined,
      max_height: query.get('max_height') ?? undefined,
    };
    const failed = invalid(
      { ...paging, sort, direction: query.get('direction') ?? undefined, choices, locked, ...heights },
      {
        locked: ['in:0,1'],
        min_height: ['numeric', 'min:0'],
        max_height: ['numeric', 'min:0'],
        page: ['integer', 'min:1'],
        per_page: ['integer', 'min:1', 'max:100'],
        sort: [`in:${productSortColumns.join(',')}`],
        direction: ['in:asc,desc'],
        ...Object.fromEntries(choices.map((_, index) => [`choices.${index}`, ['integer']])),
      },
    );
    if (failed) return failed;
    const visibility = visibilityOf(user);
    const categoryId = numberOrNull(query.get('category_id'));
    const sub = numberOrNull(query.get('sub'));
    // A category that is missing or closed to the user is not there (Laravel's findOrFail).
    for (const id of [categoryId, sub]) {
      const category = id === null ? undefined : findRow(db.categories, String(id));
      if (id !== null && (!category || !canSeeCategory(visibility, category))) return notFound();
    }
    const q = query.get('q')?.trim() ?? '';
    const hits =
      q === '' ? null : catalogueSearch(notDeleted(db.products), notDeleted(db.categories)).searchProducts(q);
    const { products, facets } = listProducts(
      {
        // The admin's Locked filter (`locked=1|0`), before the facets count.
        products: (hits ? inHitOrder(notDeleted(db.products), hits) : notDeleted(db.products)).filter(
          (p) => canSeeProduct(visibility, p) && (locked === undefined || p.is_locked === Number(locked)),
        ),
        categories: notDeleted(db.categories).filter((c) => canSeeCategory(visibility, c)),
        filters: notDeleted(db.filters),
      },
      {
        categoryId,
        sub,
        choices: choices.map(Number),
        minHeight: numberOrNull(heights.min_height ?? null),
        maxHeight: numberOrNull(heights.max_height ?? null),
      },
    );
    if (sort) sortProducts(products, sort as SortColumn, query.get('direction') === 'desc' ? 'desc' : 'asc');
    const perPage = perPageText === 'all' ? Math.max(1, products.length) : Number(paging.per_page);
    const page = paginate(products, url, perPageText === 'all' ? 1 : Number(paging.page), perPage);
    return json({
      ...page,
      data: page.data.map(productResource),
      ...(query.get('facets') === '1' ? { facets } : {}),
      ...(hits ? { search: { matched_words: matchedWordsOf(hits, page.data) } } : {}),
    });
  }),
  apiRoute('GET /api/product/seasonal', 'user', ({ user }) => {
    const visibility = visibilityOf(user);
    const seasonal = db.categories
      .filter((c) => /^(Christmas|Halloween|Easter)/.test(c.title))
      .flatMap((c) => categoryTree(c.id));
    const products = notDeleted(db.products)
      .filter((p) => p.category_ids.some((id) => seasonal.includes(id)) && canSeeProduct(visibility, p))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, seasonalLimit);
    return resourceResponse(products.map(productResource));
  }),
  apiRoute('GET /api/product/suggestions', 'user', ({ query, user }) =>
    resourceResponse(productSuggestions(query.get('q')?.trim() ?? '', visibilityOf(user))),
  ),
  apiRoute('GET /api/product/category/{id}', 'user', ({ params, user }) => {
    const visibility = visibilityOf(user);
    const category = findRow(db.categories, params.id);
    if (!category || !canSeeCategory(visibility, category)) return notFound();
    const ids = categoryTree(category.id);
    return resourceResponse(
      notDeleted(db.products)
        .filter((p) => p.category_ids.some((id) => ids.includes(id)) && canSeeProduct(visibility, p))
        .map(productResource),
    );
  }),
  apiRoute(`GET ${products.path}/{id}`, 'user', ({ params, user }) => {
    const product = findProduct(params.id);
    if (!product) return notFound();
    // Outside the customer's ranges: said plainly (403), with nothing of the product but the code they asked for
    // (docs/decisions/restricted-buyers.md).
    if (!canSeeProduct(visibilityOf(user), product)) return errorResponse(403, outsideRangesMessage);
    return resourceResponse(productResource(product));
  }),
  // The list and a record are the catalogue's (above): open to customers, within their ranges.
  ...crudRoutes<ProductRecord>(products, {
    rows: () => db.products,
    own: ['list', 'get'],
    // Spaces in a new product's code become hyphens (spec §5) before it is checked and kept.
    prepareCreate: (input) => ({ ...input, id: productIdFromInput(String(input.id ?? '')) }),
    checks: (product, _user, input): Rules =>
      product
        ? {
            is_locked: [
              (value) =>
                value === undefined || [0, 1, '0', '1', true, false].includes(value as never) ? null : messages.in,
            ],
          }
        : {
            // A code stays taken while its product is in the recycle bin.
            id: [(value) => (db.products.some((p) => p.id === value) ? messages.unique('id') : null)],
            categories: ['required', 'array', categoryIdsRule],
            // Each picture as one added later (`image`), keyed `images.0` as Laravel keys a list's items.
            ...Object.fromEntries(filesOf(input.images).map((_, index) => [`images.${index}`, [pictureRule]])),
          },
    create: (input) => {
      const id = String(input.id);
      return {
        ...productFields(input),
        category_ids: (input.categories as unknown[]).map(Number),
        components: [],
        images: storeImages(filesOf(input.images), (n) => productImageUrl(id, n), 0, nextImageId()),
        filter: [],
        is_locked: 0,
        created_at: now(),
        deleted_at: null,
      };
    },
    refuseUpdate: (product, input) => (product.is_locked === 1 && !unlocks(input) ? lockedRefusal() : undefined),
    update: (product, input) => {
      Object.assign(product, productFields(input));
      if (input.is_locked !== undefined)
        product.is_locked = Number(input.is_locked) === 1 || input.is_locked === true ? 1 : 0;
    },
    resource: productResource,
    remove: (product, user) => (product.is_locked === 1 ? lockedRefusal() : toRecycleBin(product, user)),
  }),
  apiRoute('PUT /api/product-categories/{id}', { area: 'product-item', action: 'edit' }, ({ params, input }) => {
    const product = findProduct(params.id);
    if (!product) return notFound();
    if (product.is_locked === 1) return lockedRefusal();
    const failed = invalid(input, { categories: ['required', 'array', categoryIdsRule] });
    if (failed) return failed;
    product.category_ids = (input.categories as unknown[]).map(Number);
    return resourceResponse(productResource(product));
  }),
  apiRoute(
    'PUT /api/nonwishlist/{productId}/{accessTypeId}/{value}',
    { area: 'product-item', action: 'edit' },
    ({ params }) => {
      const product = findProduct(params.productId);
      const accessType = db.accessTypes.find((t) => t.id === recordId(params.accessTypeId));
      if (!product || !accessType || !['0', '1'].includes(params.value ?? '')) return notFound();
      if (product.is_locked === 1) return lockedRefusal();
      const others = db.nonWishlist.filter((n) => !(n.product_id === product.id && n.access_type_id === accessType.id));
      db.nonWishlist =
        params.value === '1' ? [...others, { product_id: product.id, access_type_id: accessType.id }] : others;
      return json({ message: 'Saved.' });
    },
  ),
  apiRoute('GET /api/product-filter/{id}', 'user', ({ params }) => {
    const product = findProduct(params.id);
    return product ? resourceResponse(product.filter) : notFound();
  }),
  apiRoute(
    'POST /api/product-filter/{productId}/{filterId}/{choiceId}',
    { area: 'product-item', action: 'edit' },
    ({ params }) => {
      const product = findProduct(params.productId);
      const filter = findRow(db.filters, params.filterId);
      const choice = filter?.choices.find((c) => c.id === recordId(params.choiceId));
      if (!product || !filter || !choice) return notFound();
      if (product.is_locked === 1) return lockedRefusal();
      if (!product.filter.some((f) => f.choice_id === choice.id)) {
        product.filter.push({
          filter_id: filter.id,
          filter_title: filter.title,
          choice_id: choice.id,
          choice_title: choice.title,
        });
      }
      return resourceResponse(product.filter, 201);
    },
  ),
  apiRoute(
    'DELETE /api/product-filter/{productId}/{filterId}/{choiceId}',
    { area: 'product-item', action: 'edit' },
    ({ params }) => {
      const product = findProduct(params.productId);
      const choiceId = recordId(params.choiceId);
      const index =
        product?.filter.findIndex((f) => f.filter_id === recordId(params.filterId) && f.choice_id === choiceId) ?? -1;
      if (!product || index === -1) return notFound();
      if (product.is_locked === 1) return lockedRefusal();
      product.filter.splice(index, 1);
      return noContent();
    },
  ),
  apiRoute('GET /api/product-images/zip/{id}', 'user', ({ params }) => {
    const product = findProduct(params.id);
    if (!product) return notFound();
    return productZip(product);
  }),
  apiRoute('POST /api/product-images/{id}', { area: 'product-item', action: 'edit' }, ({ params, input }) => {
    const product = findProduct(params.id);
    if (!product) return notFound();
    if (product.is_locked === 1) return lockedRefusal();
    const failed = invalid(input, imageRules);
    if (failed) return failed;
    const next = Math.max(0, ...product.images.map((image) => Number(/-(\d+)\.\w+$/.exec(image.url)?.[1] ?? 0)));
    const [image] = storeImages([input.image as File], (n) => productImageUrl(product.id, n), next, nextImageId());
    if (image) product.images.push(image);
    return resourceResponse(productResource(product), 201);
  }),
  apiRoute('PUT /api/product-images/{id}/order', { area: 'product-item', action: 'edit' }, ({ params, input }) => {
    const product = findProduct(params.id);
    if (!product) return notFound();
    if (product.is_locked === 1) return lockedRefusal();
    const ids = Array.isArray(input.images) ? input.images.map(Number) : [];
    const same = ids.length === product.images.length && product.images.every((image) => ids.includes(image.id));
    if (!same) return validationResponse({ images: ['The images must be every image of the product, once.'] });
    product.images = ids.map(
      (id) => product.images.find((image) => image.id === id) as ProductRecord['images'][number],
    );
    return resourceResponse(productResource(product));
  }),
  apiRoute('DELETE /api/product-images/{id}/{imageId}', { area: 'product-item', action: 'edit' }, ({ params }) => {
    const product = findProduct(params.id);
    const index = product?.images.findIndex((image) => image.id === recordId(params.imageId)) ?? -1;
    if (!product || index === -1) return notFound();
    if (product.is_locked === 1) return lockedRefusal();
    product.images.splice(index, 1);
    return noContent();
  }),
  apiRoute('PUT /api/data-table/product', { area: 'product-item', action: 'edit' }, ({ input }) => {
    const rowRules: Rules = { ...productRules, sort_order: ['integer', 'min:1'] };
    const errors = tableErrors(input, 'products', () => db.products, rowRules);
    if (errors) return validationResponse(errors);
    const placed: { record: ProductRecord; place: number }[] = [];
    const updated = (input.products as Input[]).map((row) => {
      const product = db.products.find((p) => p.id === String(row.id)) as ProductRecord;
      const { id: _id, sort_order, ...changes } = row;
      Object.assign(product, productFields({ ...product, ...changes }));
      if (sort_order !== undefined) placed.push({ record: product, place: Number(sort_order) });
      return product;
    });
    placeRows(db.products, placed);
    return resourceResponse(updated.map(productResource));
  }),
];

// ---------------------------------------------------------------------------------------------------------------
