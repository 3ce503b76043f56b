import { HttpResponse, type JsonBodyType, http as mock } from 'msw';
import { describe, expect, it } from 'vitest';
import { at, server, useTestServer } from '../test/server.ts';
import { getOperationDocuments } from './operationDocuments.ts';
import { createProduct, downloadProductImages, getProducts, productIdFromInput } from './products.ts';
import { product, tempProduct, user } from './testData.ts';
import { createUser } from './users.ts';
import {
  getTempImages,
  getTempProduct,
  lockTempProduct,
  submitProductVerification,
  uploadTempImages,
} from './verification.ts';
import { setWishlistQty } from './wishlist.ts';

useTestServer();

interface Seen {
  url: URL;
  form?: FormData;
  json?: unknown;
}

/** Reads the body while the request is open: multipart as FormData, JSON as a value. */
async function seenOf(request: Request): Promise<Seen> {
  const type = request.headers.get('Content-Type') ?? '';
  const url = new URL(request.url);
  if (type.startsWith('multipart/form-data')) return { url, form: await request.formData() };
  if (type === 'application/json') return { url, json: await request.json() };
  return { url };
}

/** Answers one route with a body and hands back what it saw of each request. */
function answer(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, body: JsonBodyType) {
  const seen: Seen[] = [];
  server.use(
    mock[method](at(path), async ({ request }) => {
      seen.push(await seenOf(request));
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

const laravelPageOf = (items: unknown[]) => ({
  data: items,
  links: {
    first: '/api/product?page=1',
    last: '/api/product?page=3',
    prev: '/api/product?page=1',
    next: '/api/product?page=3',
  },
  meta: {
    current_page: 2,
    last_page: 3,
    per_page: 25,
    total: 51,
    from: 26,
    to: 50,
    links: [
      { url: '/api/product?page=1', label: '&laquo; Previous', active: false },
      { url: '/api/product?page=2', label: '2', active: true },
      { url: '/api/product?page=3', label: 'Next &raquo;', active: false },
    ],
  },
});

describe('getProducts', () => {
  it('maps the options to Laravel query names and answers the normalised page', async () => {
    const seen = answer('get', '/api/product', laravelPageOf([product]));
    const page = await getProducts({ page: 2, perPage: 25, q: 'rex', categoryId: 3, sub: 7 });
    expect(seen[0]?.url.search).toBe('?page=2&per_page=25&q=rex&category_id=3&sub=7');
    expect(page.items.map((item) => item.title)).toEqual(['Giant T-Rex']);
    expect(page).toMatchObject({ currentPage: 2, lastPage: 3, total: 51, from: 26, to: 50 });
    expect(page.links.map((link) => `${link.label}:${link.page}`)).toEqual(['« Previous:1', '2:2', 'Next »:3']);
  });
});

describe('createProduct', () => {
  it('replaces spaces in the product id with hyphens and posts images as files', async () => {
    const seen = answer('post', '/api/product', { data: product });
    const image = new File(['svg'], 'rex.svg', { type: 'image/svg+xml' });
    const { id: _, ...fields } = product;
    await createProduct({ ...fields, id: ' FG DINO 001 ', categories: [3, 5], images: [image] });
    const form = seen[0]?.form;
    expect(form?.get('id')).toBe('FG-DINO-001');
    expect(form?.get('categories[1]')).toBe('5');
    expect(form?.get('images[0]')).toMatchObject({ name: 'rex.svg', type: 'image/svg+xml' });
  });

  it('productIdFromInput turns every space into a hyphen', () => {
    expect(productIdFromInput('LT  LAMP 3')).toBe('LT--LAMP-3');
  });
});

describe('createUser', () => {
  it('answers the new user with the password the server set (data.password)', async () => {
    answer('post', '/api/users', { data: { ...user, password: 'Xk4-p9Qa' } });
    const created = await createUser({
      name: 'Ana',
      email: 'ana@example.com',
      password: '',
      is_active: true,
      role_id: 1,
    });
    expect(created.password).toBe('Xk4-p9Qa');
  });
});

describe('verification', () => {
  it('opens the temp product of a token', async () => {
    const seen = answer('get', '/api/product/bc-product-details', { data: tempProduct });
    const temp = await getTempProduct('tok en');
    expect(seen[0]?.url.searchParams.get('token')).toBe('tok en');
    expect(temp.is_locked).toBe(0);
  });

  it('submits every tab as nested multipart fields', async () => {
    const seen = answer('post', '/api/product/store-product-verification', { data: product });
    await submitProductVerification({
      token: 't-1',
      info: {
        product_id: 'FG-NEW-010',
        parent_code: 'FG-NEW',
        title: 'Dragon arch',
        description: 'Entrance arch',
        volume: 8,
        weight_net: 200,
        weight_gross: 240,
        dimension_length: 600,
        dimension_width: 120,
        dimension_height: 450,
      },
      category: [3],
      images: [11, 12],
      restrictionAndExcemption: { restricted_regions: ['eu'], excempted_regions: [] },
      related: ['FG-DINO-001'],
      recommended: [],
    });
    const form = seen[0]?.form;
    expect(form?.get('token')).toBe('t-1');
    expect(form?.get('info[dimension_height]')).toBe('450');
    expect(form?.get('category[0]')).toBe('3');
    expect(form?.getAll('images[1]')).toEqual(['12']);
    expect(form?.get('restrictionAndExcemption[restricted_regions][0]')).toBe('eu');
    expect(form?.get('related[0]')).toBe('FG-DINO-001');
  });

  it('locks a temp product with PATCH, sending the token, and answers it locked', async () => {
    const seen = answer('patch', '/api/open-api/temp-products/4/lock', { data: { ...tempProduct, is_locked: 1 } });
    await expect(lockTempProduct(4, 't-1')).resolves.toMatchObject({ is_locked: 1 });
    expect(seen[0]?.json).toEqual({ token: 't-1' });
  });

  it('sends the token with the image list and the upload', async () => {
    const listed = answer('get', '/api/product/temp-image-upload/4', { data: [] });
    await getTempImages(4, 't-1');
    expect(listed[0]?.url.searchParams.get('token')).toBe('t-1');
    const uploaded = answer('post', '/api/product/temp-image-upload/4', { data: [{ id: 9, url: '/media/a.png' }] });
    await uploadTempImages(4, 't-1', [new File(['x'], 'a.png', { type: 'image/png' })]);
    expect(uploaded[0]?.form?.get('token')).toBe('t-1');
    expect((uploaded[0]?.form?.get('images[0]') as File | null)?.name).toBe('a.png');
  });
});

describe('other answers', () => {
  it('setWishlistQty sends the quantity as JSON', async () => {
    const seen = answer('put', '/api/customer-wishlist/9', { data: { id: 9, product, qty: 4 } });
    const item = await setWishlistQty(9, 4);
    expect(seen[0]?.json).toEqual({ qty: 4 });
    expect(item.qty).toBe(4);
  });

  it('downloadProductImages hands back the zip as a Blob', async () => {
    server.use(
      mock.get(
        at('/api/product-images/zip/FG-DINO-001'),
        () => new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'Content-Type': 'application/zip' } }),
      ),
    );
    const zip = await downloadProductImages('FG-DINO-001');
    expect(zip.type).toBe('application/zip');
    expect(new Uint8Array(await zip.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
  });

  it('getOperationDocuments asks for children and reads nested folders', async () => {
    const seen = answer('get', '/api/operation-documents', {
      data: [
        {
          id: 1,
          title: 'Manuals',
          parent_id: null,
          children: [{ id: 2, title: 'Animatronics', parent_id: 1, children: [], files: [] }],
        },
      ],
    });
    const folders = await getOperationDocuments({ includeChildren: true });
    expect(seen[0]?.url.search).toBe('?includeChildren=1');
    expect(folders[0]?.children?.[0]?.title).toBe('Animatronics');
  });
});
