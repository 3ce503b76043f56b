import { describe, expect, it } from 'vitest';
import { type AdminArea, placeAreas } from './adminAreas.ts';
import { adminAreas } from './permissions.ts';

const pages: AdminArea[] = [
  { group: 'user', title: 'permissions', label: 'Permissions' },
  { group: 'others', title: 'icons', label: 'Icon manager' },
];

describe('the sidebar order of the areas', () => {
  it("puts a resource's area before the area it names, else at its group's end, with its plural as its label", () => {
    const placed = placeAreas(pages, [
      { title: 'users', plural: 'Users', sidebar: { group: 'user', before: 'roles' } },
      { title: 'roles', plural: 'Roles', sidebar: { group: 'user', before: 'permissions' } },
      { title: 'suppliers', plural: 'Suppliers', sidebar: { group: 'customer', label: 'Our suppliers' } },
    ]);
    expect(placed.map(({ title, label }) => `${title}: ${label}`)).toEqual([
      'users: Users',
      'roles: Roles',
      'permissions: Permissions',
      'suppliers: Our suppliers',
      'icons: Icon manager',
    ]);
  });

  it('refuses a place that names no area of its group, and a title defined twice', () => {
    expect(() =>
      placeAreas(pages, [{ title: 'roles', plural: 'Roles', sidebar: { group: 'product', before: 'permissions' } }]),
    ).toThrow('"roles" comes before "permissions", not an area of its group');
    expect(() => placeAreas(pages, [{ title: 'icons', plural: 'Icons', sidebar: { group: 'others' } }])).toThrow(
      'The admin area "icons" is defined twice',
    );
  });

  it("lists the admin's sidebar in spec order, the definitions' areas among the others", () => {
    expect(adminAreas.map(({ label }) => label)).toEqual([
      'Catalog',
      'Operation documents',
      'Users',
      'Roles',
      'Permissions',
      'Categories',
      'Products',
      'Product access types',
      'Access type defaults',
      'Product filters (obsolete)',
      'New products',
      'New products: images',
      'Areas',
      'Companies',
      'Customers',
      'Products without images',
      'Recycle bin',
      'File analysis',
      'Cargo analysis',
      'Developer commands',
      'File manager',
      'Icon manager',
    ]);
  });
});
