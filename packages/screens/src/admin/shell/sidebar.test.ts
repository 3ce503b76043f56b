import { describe, expect, it } from 'vitest';
import { isCurrentArea, sidebarGroups } from './sidebar.ts';

const titles = (keys: string[]) =>
  sidebarGroups(keys).map((group) => `${group.label}: ${group.areas.map((area) => area.label).join(', ')}`);

describe('sidebarGroups', () => {
  it('shows an area only with its menu key and at least one action key', () => {
    expect(
      titles([
        'menu-user-users',
        'action-user-users-view',
        'menu-user-roles',
        'action-product-categories-edit',
        'menu-product-categories',
      ]),
    ).toEqual(['User management: Users', 'Product management: Categories']);
  });

  it('hides a group whose areas all lack a key', () => {
    expect(titles(['menu-user-users', 'action-customer-areas-view'])).toEqual([]);
  });

  it('keeps the groups in the order of spec §2', () => {
    expect(
      titles([
        'menu-others-icons',
        'action-others-icons-view',
        'menu-data-data-recycle',
        'action-data-data-recycle-delete',
        'menu-content-catalog',
        'action-content-catalog-view',
      ]),
    ).toEqual(['Content management: Catalog', 'Data and analysis management: Recycle bin', 'Others: Icon manager']);
  });

  it('does not open new-products with the keys of new-products-images', () => {
    expect(titles(['menu-product-new-products', 'action-product-new-products-images-view'])).toEqual([]);
  });
});

describe('isCurrentArea', () => {
  it('marks the area on its page and on its records, not on a longer neighbour', () => {
    expect(isCurrentArea('/admin/users', '/admin/users')).toBe(true);
    expect(isCurrentArea('/admin/users/7', '/admin/users')).toBe(true);
    expect(isCurrentArea('/admin/new-products-images', '/admin/new-products')).toBe(false);
  });
});
