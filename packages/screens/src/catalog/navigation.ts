// The catalogue navigation's rules (shell and category page): which categories show as chips and menus, the badge.
import type { Category } from '@factory/api';
import type { ScreenRoutes } from '../environment/index.ts';

/** The catalogue navigation shows the first 8 categories as chips (spec §2, §9). */
export const navCategoryCount = 8;

/** A link entry of a menu: what the ui Menu takes (kept structural so this module stays React-free). */
export interface NavEntry {
  id: string;
  label: string;
  href?: string;
  children?: NavEntry[];
}

/** The categories shown as chips: the first 8 in menu order. */
export function chipCategories(categories: readonly Category[]): Category[] {
  return categories.slice(0, navCategoryCount);
}

/**
 * The entries of one category's sub-category menu: the whole category first (a submenu trigger cannot be a
 * link itself), then each sub-category, which `?sub=` selects.
 */
export function subCategoryEntries(category: Category, routes: Pick<ScreenRoutes, 'category'>): NavEntry[] {
  return [
    { id: `all-${category.id}`, label: `All of ${category.title}`, href: routes.category(category.id) },
    ...category.sub_categories.map((sub) => ({
      id: `sub-${sub.id}`,
      label: sub.title,
      href: routes.category(category.id, sub.id),
    })),
  ];
}

/** The category menu: every category, those with sub-categories as submenus. */
export function categoryMenuEntries(
  categories: readonly Category[],
  routes: Pick<ScreenRoutes, 'category'>,
): NavEntry[] {
  return categories.map((category) =>
    category.sub_categories.length > 0
      ? { id: `category-${category.id}`, label: category.title, children: subCategoryEntries(category, routes) }
      : { id: `category-${category.id}`, label: category.title, href: routes.category(category.id) },
  );
}

/** The sub-category `?sub=` selects, when it is one of this category's; anything else shows the whole category. */
export function selectedSubCategory(category: Category, sub: string | null): Category | undefined {
  if (sub === null || sub === '') return undefined;
  return category.sub_categories.find((candidate) => String(candidate.id) === sub);
}

/** What the wishlist badge announces after the link's name: "3 items". */
export const wishlistCountLabel = (count: number) => (count === 1 ? '1 item' : `${count} items`);
