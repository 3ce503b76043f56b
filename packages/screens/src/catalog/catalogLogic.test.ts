import type { Category, OperationDocumentFolder, PageLink } from '@factory/api';
import { describe, expect, it } from 'vitest';
import {
  categoryMenuEntries,
  chipCategories,
  findFolder,
  formatDate,
  formatDimensions,
  formatFileSize,
  formatVolume,
  formatWeight,
  imagePositionLabel,
  imagesZipName,
  navCategoryCount,
  pageLinkName,
  pageParam,
  paginationItems,
  profileTabOf,
  resultsSummary,
  routeId,
  selectedSubCategory,
  subCategoryEntries,
  wishlistCountLabel,
  wishlistSummary,
} from './catalogLogic.ts';

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

describe('route and query parameters', () => {
  it('reads positive whole ids only', () => {
    expect(routeId('12')).toBe(12);
    expect(routeId('0')).toBeNull();
    expect(routeId('12abc')).toBeNull();
    expect(routeId(undefined)).toBeNull();
  });

  it('falls back to the first page', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('-2')).toBe(1);
  });
});

describe('product measures', () => {
  it('writes L × W × H only when all three are known', () => {
    expect(formatDimensions({ dimension_length: 120, dimension_width: 80.5, dimension_height: 200 })).toBe(
      '120 × 80.5 × 200 cm',
    );
    expect(formatDimensions({ dimension_length: 120, dimension_width: null, dimension_height: 200 })).toBeNull();
  });

  it('writes weights and volume with their units', () => {
    expect(formatWeight(1250)).toBe('1,250 kg');
    expect(formatWeight(null)).toBeNull();
    expect(formatVolume(1.256)).toBe('1.26 m³');
  });

  it('names gallery pictures and the zip file', () => {
    expect(imagePositionLabel(1, 5)).toBe('Image 2 of 5');
    expect(imagesZipName('FG-DINO-001')).toBe('FG-DINO-001-images.zip');
  });
});

describe('search results', () => {
  it('says how many results the search found', () => {
    expect(resultsSummary(1, 'rex')).toBe('1 result for “rex”');
    expect(resultsSummary(1234, 'lantern')).toBe('1,234 results for “lantern”');
    expect(resultsSummary(0, 'zzz')).toBe('0 results for “zzz”');
    expect(resultsSummary(40, '')).toBe('40 results in the whole catalogue');
  });

  const links: PageLink[] = [
    { url: null, label: '« Previous', page: null, active: false },
    { url: '/api/product?page=1', label: '1', page: 1, active: true },
    { url: '/api/product?page=2', label: '2', page: 2, active: false },
    { url: '/api/product?page=2', label: 'Next »', page: 2, active: false },
  ];

  it('turns the meta links into page links, none when there is one page', () => {
    const items = paginationItems(links, 2);
    expect(items.map((i) => [i.label, i.page, i.isCurrent])).toEqual([
      ['« Previous', null, false],
      ['1', 1, true],
      ['2', 2, false],
      ['Next »', 2, false],
    ]);
    expect(paginationItems(links.slice(0, 2), 1)).toEqual([]);
    expect(items.map(pageLinkName)).toEqual(['« Previous', 'Page 1', 'Page 2', 'Next »']);
  });
});

describe('wishlist', () => {
  it('counts products and the pieces they add up to', () => {
    expect(wishlistSummary([{ qty: 2 }, { qty: 5 }])).toBe('2 products, 7 pieces in total');
    expect(wishlistSummary([{ qty: 1 }])).toBe('1 product, 1 piece in total');
  });

  it('announces the badge count', () => {
    expect(wishlistCountLabel(1)).toBe('1 item');
    expect(wishlistCountLabel(3)).toBe('3 items');
  });
});

describe('documents', () => {
  const tree: OperationDocumentFolder[] = [
    {
      id: 1,
      title: 'Contracts',
      parent_id: null,
      children: [{ id: 2, title: '2026', parent_id: 1, children: [{ id: 3, title: 'Q1', parent_id: 2 }] }],
    },
    { id: 4, title: 'Invoices', parent_id: null },
  ];

  it('finds a nested folder with the folders above it', () => {
    const found = findFolder(tree, 3);
    expect(found?.folder.title).toBe('Q1');
    expect(found?.ancestors.map((f) => f.title)).toEqual(['Contracts', '2026']);
    expect(findFolder(tree, 4)?.ancestors).toEqual([]);
    expect(findFolder(tree, 99)).toBeUndefined();
  });

  it('writes file sizes for people', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(14_540)).toBe('14.2 KB');
    expect(formatFileSize(3_250_000)).toBe('3.1 MB');
    expect(formatFileSize(null)).toBeNull();
  });
});

describe('profile', () => {
  const profileRoutes = { profile: (tab = 'info') => `/catalog/profile/${tab}` };

  it('marks the tab of the current path, folders included', () => {
    expect(profileTabOf('/catalog/profile/notifications', profileRoutes)).toBe('notifications');
    expect(profileTabOf('/catalog/profile/documents/folder/3', profileRoutes)).toBe('documents');
    expect(profileTabOf('/catalog/profile', profileRoutes)).toBe('info');
    expect(profileTabOf('/catalog/profile/documentsx', profileRoutes)).toBe('info');
  });

  it('writes dates in UTC', () => {
    expect(formatDate('2025-01-06T23:30:00.000000Z')).toBe('6 Jan 2025');
  });
});
