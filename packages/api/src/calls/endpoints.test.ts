import { describe, expect, it } from 'vitest';
import * as api from '../index.ts';
import * as calls from './index.ts';
import { endpoints } from './index.ts';

/** Every call of spec §7, as the spec writes it ({a}, {id}, … are placeholders). */
const specCalls = `
GET /sanctum/csrf-cookie
POST /login
DELETE /logout
POST /api/users
PUT /api/users/{id}
GET /api/users
GET /api/users/{id}
POST /api/users/reset-password/{id}
PUT /api/users/change-password/{id}
POST /api/users/change-password-first-time
POST /api/users/{id}/{x}/permissions/{y}
GET /api/user
POST /api/email-registration
GET /api/notifications/{userId}
GET /api/operation-documents
POST /api/operation-documents
PATCH /api/operation-documents/rename/{id}
DELETE /api/operation-documents/{id}
PUT /api/operation-documents/{id}/access
GET /api/my-documents
GET /api/categories
POST /api/categories
GET /api/categories/{id}
PUT /api/categories/{id}
DELETE /api/categories/{id}
PUT /api/categories/image/{id}
PUT /api/categories/banner-image/{id}
PUT /api/data-table/categories
POST /api/product
GET /api/product
GET /api/product/{id}
PUT /api/product/{id}
DELETE /api/product/{id}
GET /api/product/category/{id}
PUT /api/product-categories/{id}
PUT /api/nonwishlist/{a}/{b}/{c}
GET /api/product-filter/{id}
POST /api/product-filter/{a}/{b}/{c}
DELETE /api/product-filter/{a}/{b}/{c}
GET /api/product-images/zip/{id}
PUT /api/data-table/product
GET /api/product/seasonal
GET /api/product/bc-product-details
POST /api/product/store-product-verification
POST /api/product/temp-image-upload/{id}
GET /api/product/temp-image-upload/{id}
PATCH /api/open-api/temp-products/{id}/lock
POST /api/customer-wishlist/send-wishlist
POST /api/customer-wishlist/product-inquery
POST /api/customer-wishlist
GET /api/customer-wishlist
DELETE /api/customer-wishlist/{id}
DELETE /api/customer-wishlist/delete-all-user-wishlists
PUT /api/customer-wishlist/{id}
GET /api/filters
POST /api/filters
GET /api/filters/{id}
PUT /api/filters/{id}
DELETE /api/filters/{id}
POST /api/filters/choice/{id}
DELETE /api/filters/choice/{id}
PUT /api/data-table/filter
`
  .trim()
  .split('\n');

/** `GET /api/users/{id}` and `GET /api/users/{userId}` are the same call. */
const shape = (method: string, path: string) => `${method} ${path.replace(/\{\w+\}/g, '{}')}`;

/** Functions of the calls modules that are helpers, not calls. */
const helpers = new Set(['productIdFromInput', 'crudCalls', 'listQuery', 'customerFilterQuery']);

describe('endpoints', () => {
  it('lists every call of spec §7 exactly once, marked as spec', () => {
    const fromSpec = endpoints.filter((endpoint) => endpoint.source === 'spec').map((e) => shape(e.method, e.path));
    expect(fromSpec.toSorted()).toEqual(
      specCalls.map((line) => shape(...(line.split(' ') as [string, string]))).toSorted(),
    );
  });

  it("names a function the package exports for each endpoint, or one of a resource's five (`resourceCalls`)", () => {
    const exported = new Map<string, unknown>(Object.entries(api));
    const ofResources = new Set(Object.values(api.resourceCalls).flatMap((calls) => Object.keys(calls.endpoints)));
    const missing = endpoints.filter(
      (endpoint) => typeof exported.get(endpoint.name) !== 'function' && !ofResources.has(endpoint.name),
    );
    expect(missing).toEqual([]);
  });

  it('has an endpoint for every exported call function', () => {
    const named = new Set(endpoints.map((endpoint) => endpoint.name));
    const functions = Object.entries(calls)
      .filter(([name, value]) => typeof value === 'function' && !helpers.has(name))
      .map(([name]) => name);
    expect(functions.filter((name) => !named.has(name))).toEqual([]);
  });

  it('has no two endpoints with the same method and path', () => {
    const keys = endpoints.map((endpoint) => shape(endpoint.method, endpoint.path));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts every designed admin call under /api', () => {
    const designed = endpoints.filter((endpoint) => endpoint.source === 'designed');
    expect(designed.length).toBeGreaterThan(0);
    expect(designed.filter((endpoint) => !endpoint.path.startsWith('/api/'))).toEqual([]);
  });
});
