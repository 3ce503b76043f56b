import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { preloadsOf } from './prefetch.ts';

const load = (name: string) => Object.assign(async () => name, { bundle: name });

// The router's shape: a pathless root, the catalogue layout with its index and pages, another area without preloads.
const routes: RouteObject[] = [
  {
    children: [
      {
        path: '/catalog',
        handle: { preload: load('home') },
        children: [
          { index: true },
          { path: 'categories/:id', handle: { preload: load('category') } },
          { path: 'wishlist', handle: { preload: load('wishlist') } },
        ],
      },
      { path: '/login', handle: {} },
    ],
  },
];

const bundlesOf = (pathname: string) =>
  preloadsOf(routes, pathname).map((preload) => (preload as ReturnType<typeof load>).bundle);

describe('what a link prefetches', () => {
  it("loads the page's bundle and its layout's", () => {
    expect(bundlesOf('/catalog/categories/3')).toEqual(['home', 'category']);
    expect(bundlesOf('/catalog')).toEqual(['home']);
  });

  it('loads nothing for routes without a preload or addresses the app does not have', () => {
    expect(bundlesOf('/login')).toEqual([]);
    expect(bundlesOf('/nowhere')).toEqual([]);
  });
});
