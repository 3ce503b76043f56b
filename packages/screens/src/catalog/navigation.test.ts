import type { Category } from '@factory/api';
import { describe, expect, it } from 'vitest';
import {
  categoryMenuEntries,
  chipCategories,
  navCategoryCount,
  selectedSubCategory,
  subCategoryEntries,
} from './navigation.ts';

const routes = { category: (id: number, sub?: number) => `/catalog/categories/${id}${sub ? `?sub=${sub}` : ''}` };

function category(id: number, title: string, subs: Category[] = []): Category {
  return {
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
  };
}

describe('catalogue navigation', () => {
  it('shows the first 8 categories as chips, in menu order', () => {
    const categories = Array.from({ length: 11 }, (_, i) => category(i + 1, `Category ${i + 1}`));
    const chips = chipCategories(categories);
    expect(navCategoryCount).toBe(8);
    expect(chips.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(chipCategories(categories.slice(0, 3))).toHaveLength(3);
  });

  it('lists the whole category, then each sub-category selected with ?sub=', () => {
    const lighting = category(4, 'Lighting', [category(41, 'Lanterns'), category(42, 'Light tunnels')]);
    expect(subCategoryEntries(lighting, routes)).toEqual([
      { id: 'all-4', label: 'All of Lighting', href: '/catalog/categories/4' },
      { id: 'sub-41', label: 'Lanterns', href: '/catalog/categories/4?sub=41' },
      { id: 'sub-42', label: 'Light tunnels', href: '/catalog/categories/4?sub=42' },
    ]);
  });

  it('makes categories with sub-categories submenus and the others links', () => {
    const entries = categoryMenuEntries(
      [category(1, 'Dinosaurs', [category(11, 'T-Rex')]), category(2, 'Signs')],
      routes,
    );
    expect(entries[0]).toMatchObject({
      label: 'Dinosaurs',
      children: [{ label: 'All of Dinosaurs' }, { label: 'T-Rex' }],
    });
    expect(entries[0]).not.toHaveProperty('href');
    expect(entries[1]).toEqual({ id: 'category-2', label: 'Signs', href: '/catalog/categories/2' });
  });

  it('selects a sub-category only when it belongs to the category', () => {
    const lighting = category(4, 'Lighting', [category(41, 'Lanterns')]);
    expect(selectedSubCategory(lighting, '41')?.title).toBe('Lanterns');
    expect(selectedSubCategory(lighting, '99')).toBeUndefined();
    expect(selectedSubCategory(lighting, null)).toBeUndefined();
  });
});
