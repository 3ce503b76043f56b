// Pure rules of the catalogue screens (no React): what the navigation lists, how measures and totals read,
// which page links a search shows, where a document folder sits.
import type {
  Category,
  OperationDocumentFolder,
  PageLink,
  Product,
  ProductId,
  ProductImage,
  WishlistItem,
} from '@factory/api';
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

/** A route's numeric id (`/categories/12`), or null when it is not a positive whole number. */
export function routeId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** A `page` query parameter as a page number; anything else is the first page. */
export function pageParam(value: string | null): number {
  const page = routeId(value ?? undefined);
  return page ?? 1;
}

const numberFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const formatNumber = (value: number) => numberFormat.format(value);

/** Length × width × height in centimetres (designed unit), or null unless all three are known. */
export function formatDimensions(product: Pick<Product, 'dimension_length' | 'dimension_width' | 'dimension_height'>) {
  const { dimension_length: l, dimension_width: w, dimension_height: h } = product;
  if (l === null || w === null || h === null) return null;
  return `${formatNumber(l)} × ${formatNumber(w)} × ${formatNumber(h)} cm`;
}

/** A weight in kilograms (designed unit), or null when unknown. */
export const formatWeight = (kg: number | null) => (kg === null ? null : `${formatNumber(kg)} kg`);

/** A volume in cubic metres (designed unit), or null when unknown. */
export const formatVolume = (m3: number | null) => (m3 === null ? null : `${formatNumber(m3)} m³`);

/** "1 result" / "12 results" for the search heading. */
export function resultsSummary(total: number, q: string): string {
  const results = total === 1 ? '1 result' : `${formatNumber(total)} results`;
  return q === '' ? `${results} in the whole catalogue` : `${results} for “${q}”`;
}

/** One entry of the search pagination: a page to link to, or a label (`...`, a disabled previous/next). */
export interface PaginationItem {
  key: string;
  label: string;
  /** The page this entry links to; null when it is not a link (gap or unavailable previous/next). */
  page: number | null;
  /** The page on screen. */
  isCurrent: boolean;
}

/** The page links of the API's `meta`, as the search screen shows them; none when everything fits on one page. */
export function paginationItems(links: readonly PageLink[], lastPage: number): PaginationItem[] {
  if (lastPage <= 1) return [];
  return links.map((link, index) => ({
    key: `${index}-${link.label}`,
    label: link.label,
    page: link.page,
    isCurrent: link.active,
  }));
}

/** The accessible name of a page link: "Page 3" for numbers, the label itself for previous/next. */
export const pageLinkName = (item: PaginationItem) => (/^\d+$/.test(item.label) ? `Page ${item.label}` : item.label);

/** Number of items and the pieces they add up to, as the wishlist summary reads. */
export function wishlistSummary(items: readonly Pick<WishlistItem, 'qty'>[]): string {
  const pieces = items.reduce((sum, item) => sum + item.qty, 0);
  const products = items.length === 1 ? '1 product' : `${items.length} products`;
  return `${products}, ${pieces === 1 ? '1 piece' : `${pieces} pieces`} in total`;
}

/** What the wishlist badge announces after the link's name: "3 items". */
export const wishlistCountLabel = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/** The gallery's picture names: "Image 2 of 5". */
export const imagePositionLabel = (index: number, total: number) => `Image ${index + 1} of ${total}`;

/** The file name the product's zip of images is saved as. */
export const imagesZipName = (id: ProductId) => `${id}-images.zip`;

/** The first picture of a product, for cards. */
export const coverImage = (images: readonly ProductImage[]) => images[0]?.url ?? null;

/** A folder found in "my documents", with the folders above it from the top down. */
export interface FolderLocation {
  folder: OperationDocumentFolder;
  ancestors: OperationDocumentFolder[];
}

/** Finds a folder anywhere in the tree; undefined when the user has no such folder. */
export function findFolder(folders: readonly OperationDocumentFolder[], id: number): FolderLocation | undefined {
  for (const folder of folders) {
    if (folder.id === id) return { folder, ancestors: [] };
    const below = findFolder(folder.children ?? [], id);
    if (below) return { folder: below.folder, ancestors: [folder, ...below.ancestors] };
  }
  return undefined;
}

/** A file size for people: "512 B", "14.2 KB", "3.1 MB". */
export function formatFileSize(bytes: number | null): string | null {
  if (bytes === null) return null;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const profileTabs = ['info', 'notifications', 'documents'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** The profile tab a path belongs to: a documents folder is in the documents tab; anything else is info. */
export function profileTabOf(pathname: string, routes: Pick<ScreenRoutes, 'profile'>): ProfileTab {
  const inTab = (tab: ProfileTab) => pathname === routes.profile(tab) || pathname.startsWith(`${routes.profile(tab)}/`);
  return profileTabs.find(inTab) ?? 'info';
}

// UTC, so a date reads the same wherever the page is opened (and in screenshots).
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A server timestamp as a date: "6 Jan 2025"; null when there is no date or it is not one (never throws). */
export function formatDate(timestamp: string | null): string | null {
  const date = new Date(timestamp ?? Number.NaN);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}
