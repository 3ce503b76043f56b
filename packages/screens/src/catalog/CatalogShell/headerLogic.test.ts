import type { Category } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { compactMenuEntries, searchPlaceholder } from './headerLogic.ts';

const routes = {
  category: (id: number, sub?: number) => `/catalog/categories/${id}${sub ? `?sub=${sub}` : ''}`,
  profile: () => '/catalog/profile/info',
  admin: () => '/admin',
};

const category = (id: number, title: string, subs: Category[] = []): Category =>
  ({ id, title, parent_id: null, sub_categories: subs }) as unknown as Category;

describe('the phone menu of the catalogue header', () => {
  it('lists the categories as a submenu, then the profile and log out', () => {
    const entries = compactMenuEntries(
      [category(1, 'Dinosaurs', [category(11, 'T-Rex')]), category(2, 'Signs')],
      routes,
    );
    expect(entries.map((entry) => entry.label)).toEqual(['Categories', 'Profile', 'Log out']);
    expect(entries[0]?.children?.map((entry) => entry.label)).toEqual(['Dinosaurs', 'Signs']);
    expect(entries[0]?.children?.[0]?.children?.map((entry) => entry.href)).toEqual([
      '/catalog/categories/1',
      '/catalog/categories/1?sub=11',
    ]);
    expect(entries[1]).toEqual({ id: 'profile', label: 'Profile', href: '/catalog/profile/info' });
    expect(entries[2]).toEqual({ id: 'log-out', label: 'Log out' });
  });

  it('offers the admin before log out to those who may open it', () => {
    expect(compactMenuEntries([], routes, true)).toEqual([
      { id: 'profile', label: 'Profile', href: '/catalog/profile/info' },
      { id: 'admin', label: 'Admin', href: '/admin' },
      { id: 'log-out', label: 'Log out' },
    ]);
  });

  it('leaves the categories out until they have loaded', () => {
    expect(compactMenuEntries([], routes).map((entry) => entry.label)).toEqual(['Profile', 'Log out']);
  });
});

describe('the search box example', () => {
  it('comes from the categories the account is shown', () => {
    expect(searchPlaceholder([{ title: 'Fiberglass Figures' }, { title: 'Dinosaurs' }])).toBe(
      'Search products, e.g. dinosaur',
    );
    expect(
      searchPlaceholder([{ title: 'Christmas Decorations' }, { title: 'Halloween Decorations' }, { title: 'Easter' }]),
    ).toBe('Search products, e.g. christmas');
    expect(searchPlaceholder([])).toBe('Search products');
    expect(searchPlaceholder(undefined)).toBe('Search products, e.g. dinosaur');
  });
});
