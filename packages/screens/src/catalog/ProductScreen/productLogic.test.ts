import type { Category } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { imagePositionLabel, imagesZipName, productPlace } from './productLogic.ts';

describe('product page', () => {
  it('names gallery pictures and the zip file', () => {
    expect(imagePositionLabel(1, 5)).toBe('Image 2 of 5');
    expect(imagesZipName('FG-DINO-001')).toBe('FG-DINO-001-images.zip');
  });
});

const category = (id: number, title: string, sub_categories: Category[] = []): Category => ({
  id,
  title,
  description: null,
  parent_id: null,
  file_id: null,
  cover_html: null,
  img: null,
  sub_categories,
  banner_file_id: null,
  banner_img: null,
});

describe('productPlace', () => {
  const tree = [
    category(1, 'Fiberglass Figures', [category(15, 'Humans'), category(16, 'Animals')]),
    category(2, 'Lighting', [category(21, 'Lanterns')]),
  ];

  it('gives the category and the sub-category a product is in', () => {
    const place = productPlace(
      [
        { id: 1, title: 'Fiberglass Figures' },
        { id: 15, title: 'Humans' },
      ],
      tree,
    );
    expect([place?.category.title, place?.sub?.title]).toEqual(['Fiberglass Figures', 'Humans']);
  });

  it('finds the parent of a sub-category the product lists alone', () => {
    const place = productPlace([{ id: 21, title: 'Lanterns' }], tree);
    expect([place?.category.id, place?.sub?.id]).toEqual([2, 21]);
  });

  it('gives a top category alone, and nothing for a category not in the tree', () => {
    expect(productPlace([{ id: 2, title: 'Lighting' }], tree)).toEqual({ category: tree[1] });
    expect(productPlace([{ id: 99, title: 'Hidden' }], tree)).toBeNull();
  });
});
