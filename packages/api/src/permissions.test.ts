import { describe, expect, it } from 'vitest';
import {
  actionKey,
  adminAreaByTitle,
  adminAreas,
  administratorKeys,
  allPermissionKeys,
  areaAccess,
  holdsAdministratorKeys,
  menuKey,
  opensAdmin,
} from './permissions.ts';
import { recycleBinTypeByArea, recycleBinTypeOf } from './resources/index.ts';
import { recycleBinTypes } from './schemas/admin.ts';

const products = { group: 'product', title: 'product-item' } as const;
const newProducts = { group: 'product', title: 'new-products' } as const;
const newProductsImages = { group: 'product', title: 'new-products-images' } as const;

describe('permission keys', () => {
  it('have the shapes menu-{group}-{title} and action-{group}-{title}-{action}', () => {
    expect(menuKey(products)).toBe('menu-product-product-item');
    expect(actionKey(products, 'edit')).toBe('action-product-product-item-edit');
  });

  it('give an administrator a menu key and four action keys per area, none twice', () => {
    expect(allPermissionKeys).toHaveLength(adminAreas.length * 5);
    expect(new Set(allPermissionKeys).size).toBe(allPermissionKeys.length);
  });

  it("list the areas in the sidebar's order", () => {
    expect(adminAreas.map((area) => area.title)).toEqual([
      'catalog',
      'operation-documents',
      'users',
      'roles',
      'permissions',
      'categories',
      'product-item',
      'product-access-types',
      'pat-defaults',
      'product-filter',
      'new-products',
      'new-products-images',
      'areas',
      'companies',
      'customers',
      'report-no-product-images',
      'data-recycle',
      'analysis-files',
      'analysis-cargo',
      'dev-commands',
      'files',
      'icons',
    ]);
  });

  it('name every area once', () => {
    const titles = adminAreas.map((area) => area.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('areaAccess', () => {
  it('needs the menu key for the menu and one action key for actions', () => {
    expect(areaAccess([], products)).toEqual({ hasMenu: false, hasAction: false });
    expect(areaAccess([menuKey(products)], products)).toEqual({ hasMenu: true, hasAction: false });
    expect(areaAccess([menuKey(products), actionKey(products, 'view')], products)).toEqual({
      hasMenu: true,
      hasAction: true,
    });
  });

  it('does not take the keys of an area whose title only starts the same', () => {
    const keys = [menuKey(newProducts), actionKey(newProductsImages, 'view')];
    expect(areaAccess(keys, newProducts)).toEqual({ hasMenu: true, hasAction: false });
  });
});

describe('adminAreaByTitle', () => {
  it('finds an area of the catalogue by its title', () => {
    expect(adminAreaByTitle('users')).toEqual({ group: 'user', title: 'users', label: 'Users' });
  });

  it('refuses a title the catalogue does not have', () => {
    expect(() => adminAreaByTitle('no-such-area' as 'users')).toThrow('Unknown admin area no-such-area');
  });
});

describe('where a delete goes', () => {
  it('sends the records of seven areas to the recycle bin, one bin type each, and the rest for good', () => {
    expect(recycleBinTypeOf('users')).toBe('user');
    expect(recycleBinTypeOf('product-item')).toBe('product');
    expect(recycleBinTypeOf('categories')).toBe('category');
    expect(recycleBinTypeOf('product-filter')).toBe('filter');
    expect(recycleBinTypeOf('roles')).toBeUndefined();
    expect(recycleBinTypeOf('product-access-types')).toBeUndefined();
    expect(recycleBinTypeOf('pat-defaults')).toBeUndefined();
    // Every type the bin lists has an area whose deletes fill it.
    expect(Object.values(recycleBinTypeByArea).sort()).toEqual([...recycleBinTypes].sort());
  });
});

describe("the administrator's keys", () => {
  it('are the edit keys of users, roles and permissions, held only all together', () => {
    expect(administratorKeys).toEqual([
      'action-user-users-edit',
      'action-user-roles-edit',
      'action-user-permissions-edit',
    ]);
    expect(holdsAdministratorKeys(allPermissionKeys)).toBe(true);
    expect(holdsAdministratorKeys(administratorKeys.slice(0, 2))).toBe(false);
  });
});

describe('opensAdmin', () => {
  it('opens the admin for a key pair of one area (menu and action), not for a menu key alone', () => {
    expect(opensAdmin({ role_id: 3, permissions_keys: ['menu-user-users', 'action-user-users-view'] })).toBe(true);
    expect(opensAdmin({ role_id: 3, permissions_keys: ['menu-user-users'] })).toBe(false);
    // An action key of another area does not make up for the missing one.
    expect(opensAdmin({ role_id: 3, permissions_keys: ['menu-user-users', 'action-user-roles-view'] })).toBe(false);
    expect(opensAdmin({ role_id: 4, permissions_keys: [] })).toBe(false);
  });

  it('never opens it for the maintenance role (2), whatever its keys', () => {
    expect(opensAdmin({ role_id: 2, permissions_keys: allPermissionKeys })).toBe(false);
  });
});
