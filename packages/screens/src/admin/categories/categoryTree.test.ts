import type { Category } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { categoryEntries } from '../../shared/categoryTree.ts';
import { findCategory, parentChoices, subtreeIds } from './categoryTree.ts';

const category = (id: number, title: string, subs: Category[] = [], parent: number | null = null): Category => ({
  id,
  title,
  description: null,
  parent_id: parent,
  file_id: null,
  cover_html: null,
  img: null,
  sub_categories: subs,
  banner_file_id: null,
  banner_img: null,
});

const tree = [
  category(1, 'Dinosaurs', [category(3, 'Skeletons', [category(5, 'Skulls', [], 3)], 1), category(4, 'Eggs', [], 1)]),
  category(2, 'Lighting'),
];

describe('the category tree', () => {
  it('walks depth first with depths and the titles down to each', () => {
    expect(categoryEntries(tree).map((entry) => [entry.category.id, entry.depth, entry.trail.join('/')])).toEqual([
      [1, 0, 'Dinosaurs'],
      [3, 1, 'Dinosaurs/Skeletons'],
      [5, 2, 'Dinosaurs/Skeletons/Skulls'],
      [4, 1, 'Dinosaurs/Eggs'],
      [2, 0, 'Lighting'],
    ]);
  });

  it('finds a category at any depth and lists its subtree', () => {
    expect(findCategory(tree, 5)?.title).toBe('Skulls');
    expect(findCategory(tree, 9)).toBeUndefined();
    expect(subtreeIds(tree[0] as Category)).toEqual([1, 3, 5, 4]);
  });

  it('offers as parents every category but itself and those below it, with paths', () => {
    expect(parentChoices(tree, 3)).toEqual([
      { id: 0, label: 'No parent (top level)' },
      { id: 1, label: 'Dinosaurs' },
      { id: 4, label: 'Dinosaurs › Eggs' },
      { id: 2, label: 'Lighting' },
    ]);
    expect(parentChoices(tree, null)).toHaveLength(6);
  });
});

describe('a category picture as a file entry', () => {
  it('names the file after its URL and guesses an image type', async () => {
    const { pictureEntry } = await import('./pictureEntry.ts');
    expect(pictureEntry(101, '/media/categories/banner-2.svg')).toMatchObject({
      id: 101,
      kind: 'file',
      name: 'banner-2.svg',
      mime_type: 'image/svg+xml',
    });
    expect(pictureEntry(null, null)).toBeNull();
  });
});
