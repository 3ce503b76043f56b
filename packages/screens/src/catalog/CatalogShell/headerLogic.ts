// Pure rules of the catalogue header (no React): what the phone's menu lists.
import type { Category } from '@factory/api';
import type { ScreenRoutes } from '../../environment/index.ts';
import { categoryMenuEntries, type NavEntry } from '../navigation.ts';

/** The id of the phone menu's entry that logs out (an action, not a link). */
export const logOutEntryId = 'log-out';

/**
 * The phone's menu, where the header has no room for the category chips and the account links: every category
 * (a submenu, once they have loaded), the profile, the admin for those who may open it, and log out.
 */
export function compactMenuEntries(
  categories: readonly Category[],
  routes: Pick<ScreenRoutes, 'category' | 'profile' | 'admin'>,
  withAdmin = false,
): NavEntry[] {
  return [
    ...(categories.length > 0
      ? [{ id: 'categories', label: 'Categories', children: categoryMenuEntries(categories, routes) }]
      : []),
    { id: 'profile', label: 'Profile', href: routes.profile() },
    ...(withAdmin ? [{ id: 'admin', label: 'Admin', href: routes.admin() }] : []),
    { id: logOutEntryId, label: 'Log out' },
  ];
}

/**
 * The search box's placeholder, its example taken from what the account can see (the categories it is shown, whose
 * titles the search matches): "dinosaur" where the dinosaurs are open, else the first word of the first category
 * ("e.g. christmas" for a seasonal-only account), so the example never finds nothing. Until the categories have come
 * (or when they failed) it keeps the catalogue's usual example; with none at all it gives none.
 */
export function searchPlaceholder(categories: readonly Pick<Category, 'title'>[] | undefined): string {
  const titles = categories?.map((category) => category.title.toLowerCase()) ?? ['dinosaurs'];
  const example = titles.some((title) => title.includes('dinosaur')) ? 'dinosaur' : titles[0]?.split(/\s+/)[0];
  return example ? `Search products, e.g. ${example}` : 'Search products';
}
