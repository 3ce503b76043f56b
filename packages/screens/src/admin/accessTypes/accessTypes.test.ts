import type { Category } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { clientPage } from '../../queries/clientPage.ts';
import { categoryChoices, defaultTarget, grantSummary } from './grants.ts';

const category = (id: number, title: string, subs: Category[] = []): Category => ({
  id,
  title,
  description: null,
  parent_id: null,
  file_id: null,
  cover_html: null,
  img: null,
  sub_categories: subs,
  banner_file_id: null,
  banner_img: null,
});

describe('client paging', () => {
  const rows = [
    { id: 1, title: 'Full catalogue' },
    { id: 2, title: 'Seasonal only' },
    { id: 3, title: 'Parks & attractions' },
  ];
  const paging = { searchText: (r: { title: string }) => r.title, sortValue: (r: { title: string }) => r.title };

  it('searches, sorts and slices like a Laravel page', () => {
    const page = clientPage(rows, { search: 'a', sort: 'title', direction: 'desc', page: 2, perPage: 1 }, paging);
    expect(page.items).toEqual([{ id: 3, title: 'Parks & attractions' }]);
    expect(page).toMatchObject({ currentPage: 2, lastPage: 3, perPage: 1, total: 3, from: 2, to: 2 });
  });

  it('answers one empty page when nothing matches', () => {
    const page = clientPage(rows, { search: 'zzz', page: 4, perPage: 10 }, paging);
    expect(page).toMatchObject({ items: [], currentPage: 1, lastPage: 1, total: 0, from: null, to: null });
  });
});

describe('what an access type grants', () => {
  const choices = categoryChoices([category(1, 'Figures', [category(8, 'Santa figures')]), category(2, 'Props')]);

  it('flattens the tree with each parent', () => {
    expect(choices).toEqual([
      { id: 1, title: 'Figures', parentTitle: null },
      { id: 8, title: 'Santa figures', parentTitle: 'Figures' },
      { id: 2, title: 'Props', parentTitle: null },
    ]);
  });

  it('names the categories in words', () => {
    expect(grantSummary([1, 2, 8], choices)).toBe('Sees 3 categories: Figures, Props and Santa figures');
    expect(grantSummary([2], choices)).toBe('Sees 1 category: Props');
    expect(grantSummary([], choices)).toBe('Sees no products (no categories)');
  });

  it('names who gets a default', () => {
    const area = (id: number) => (id === 4 ? 'Europe' : undefined);
    const company = (id: number) => (id === 5 ? 'Acme' : undefined);
    expect(defaultTarget({ area_id: 4, company_id: null }, area, company)).toBe('Area Europe');
    expect(defaultTarget({ area_id: null, company_id: 5 }, area, company)).toBe('Company Acme');
    expect(defaultTarget({ area_id: null, company_id: null }, area, company)).toBe('Every new customer');
  });
});
