import { createCategory, getCategories, getCurrentUser, getProduct, getProducts } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { db, scenario } from './node.ts';
import { loginWith, rejection, useMockApi } from './test/useMockApi.ts';

const { server } = useMockApi();

describe('scenarios', () => {
  it('empty: one endpoint answers an empty page, the others answer normally', async () => {
    await loginWith('customer');
    server.use(scenario('empty', 'GET /api/product'));
    expect(await getProducts()).toMatchObject({ items: [], total: 0, lastPage: 1, currentPage: 1 });
    expect((await getCategories()).length).toBeGreaterThan(8);
  });

  it('empty: a resource keeps its fields with its lists emptied', async () => {
    await loginWith('customer');
    server.use(scenario('empty', 'GET /api/product/{id}'));
    const stored = db.products[0];
    const product = await getProduct(stored?.id ?? '');
    expect(stored?.images.length).toBeGreaterThan(0);
    expect(product.images).toEqual([]);
    expect(product.title).toBe(stored?.title);
  });

  it.each([
    ['server-error', 500, 'Server Error'],
    ['unauthenticated', 401, 'Unauthenticated.'],
    ['forbidden', 403, 'This action is unauthorized.'],
    ['not-found', 404, 'Not Found'],
  ] as const)('%s answers %i with Laravel’s message', async (name, status, message) => {
    await loginWith('customer');
    server.use(scenario(name, 'GET /api/categories'));
    const error = await rejection(getCategories());
    expect([error.status, error.message]).toEqual([status, message]);
  });

  it('validation-error: the first field sent, or the errors given', async () => {
    await loginWith('admin');
    server.use(scenario('validation-error', 'POST /api/categories'));
    const input = { title: 'Pirates', description: null, parent_id: null, cover_html: null };
    expect((await rejection(createCategory(input))).fieldErrors).toEqual({ title: ['Input must not be empty.'] });
    server.use(
      scenario('validation-error', 'POST /api/categories', {
        errors: { parent_id: ['must be less than or equal to 3'] },
      }),
    );
    expect((await rejection(createCategory(input))).fieldErrors).toEqual({
      parent_id: ['must be less than or equal to 3'],
    });
  });

  it('malformed: the client reports data it could not read', async () => {
    await loginWith('customer');
    server.use(scenario('malformed', 'GET /api/categories'));
    const error = await rejection(getCategories());
    expect([error.kind, error.message]).toEqual(['malformed', 'The server sent data we could not read']);
  });

  it('slow: the call never resolves', async () => {
    await loginWith('customer');
    server.use(scenario('slow', 'GET /api/user'));
    const outcome = await Promise.race([
      getCurrentUser().then(() => 'answered'),
      new Promise((done) => setTimeout(() => done('pending'), 200)),
    ]);
    expect(outcome).toBe('pending');
  });

  it('without an endpoint applies to every API call, and once only to the next one', async () => {
    await loginWith('customer');
    server.use(scenario('server-error', undefined, { once: true }));
    expect((await rejection(getCategories())).status).toBe(500);
    expect((await getCategories()).length).toBeGreaterThan(8);
    server.use(scenario('forbidden'));
    expect((await rejection(getCurrentUser())).status).toBe(403);
    expect((await rejection(getProducts())).status).toBe(403);
  });
});
