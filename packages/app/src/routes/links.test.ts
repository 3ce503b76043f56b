import { describe, expect, it } from 'vitest';
import { hrefTo, screenRoutes } from './links.ts';
import { routeTable } from './routeTable.ts';

describe('links', () => {
  it('builds every spec path from its name', () => {
    expect(screenRoutes.index('home')).toBe('/#home');
    expect(screenRoutes.product(7)).toBe('/catalog/product/7');
    expect(screenRoutes.category(3)).toBe('/catalog/categories/3');
    expect(screenRoutes.category(3, 12)).toBe('/catalog/categories/3?sub=12');
    expect(screenRoutes.productSearch('t-rex head')).toBe('/catalog/products?q=t-rex+head');
    expect(screenRoutes.productSearch('lamp', 2)).toBe('/catalog/products?q=lamp&page=2');
    expect(screenRoutes.profile()).toBe('/catalog/profile/info');
    expect(screenRoutes.profileDocumentsFolder(4)).toBe('/catalog/profile/documents/folder/4');
    expect(hrefTo('adminUser', { id: 9 })).toBe('/admin/users/9');
    expect(hrefTo('verifyProduct', {}, { token: 'abc' })).toBe('/verify-product?token=abc');
  });

  it("builds admin links from an area's title", () => {
    expect(screenRoutes.admin()).toBe('/admin');
    expect(screenRoutes.admin('users')).toBe('/admin/users');
    expect(screenRoutes.admin('users', 9)).toBe('/admin/users/9');
    expect(screenRoutes.admin('users', 'new')).toBe('/admin/users/new');
    expect(screenRoutes.admin('analysis-cargo')).toBe('/admin/analysis/cargo');
    expect(() => screenRoutes.admin('areas', 1)).toThrow(/No admin record route for areas/);
  });

  it('refuses to build a path that needs an id without one', () => {
    expect(() => hrefTo('product')).toThrow(/needs an id/);
  });

  it('has unique names and paths', () => {
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
  });
});
