// The catalogue's product list (GET /api/product): which products match, in what order, and the facets. Each step
// walks the matching products once, so a page costs the size of its category or search, not of its answer.
import type { FacetCount, HeightStep, ProductFacets } from '@factory/api';
import type { CategoryRecord, FilterRecord, ProductRecord } from './fixtures/index.ts';

interface ListScope {
  /** Live products open to the user (a search's matches, best first). */
  products: readonly ProductRecord[];
  /** Live categories open to the user. */
  categories: readonly CategoryRecord[];
  /** Live filters, in the admin's order. */
  filters: readonly FilterRecord[];
}

interface ListQuery {
  /** The category page (`category_id`): its sub-categories are the sub-category facet. */
  categoryId: number | null;
  /** The sub-category chosen within it (`sub`); alone, it is the category. */
  sub: number | null;
  choices: readonly number[];
  /** The height range (`min_height`, `max_height`), in centimetres; `null` leaves that end open. */
  minHeight: number | null;
  maxHeight: number | null;
}

/** Designed: the height filter's steps in centimetres, the list's `height_steps` facet (docs/api.md). */
const heightSteps = [50, 100, 200, 300, 500, 800, 1000, 1500, 2000] as const;

/** Whether a height lies within the range; a product without one is outside every range that has an end. */
const withinHeights = (height: number | null, min: number | null, max: number | null) =>
  (min === null && max === null) ||
  (height !== null && (min === null || height >= min) && (max === null || height <= max));

/** A category's id and the ids of every category below it, among `categories`. */
function treeIds(categories: readonly CategoryRecord[], id: number): Set<number> {
  const ids = new Set([id]);
  // Parents come before children in no guaranteed order: repeat until nothing is added.
  for (let grew = true; grew; ) {
    grew = false;
    for (const category of categories) {
      if (category.parent_id !== null && ids.has(category.parent_id) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

/**
 * The chosen choices grouped by their filter: a product must have one choice of every group. A choice no filter
 * has is a group of its own that nothing matches, as the database would find no product with it.
 */
function choiceGroups(filters: readonly FilterRecord[], choices: readonly number[]): Map<string, Set<number>> {
  const groups = new Map<string, Set<number>>();
  for (const choice of choices) {
    const filter = filters.find((f) => f.choices.some((c) => c.id === choice));
    const key = filter ? `filter-${filter.id}` : `unknown-${choice}`;
    groups.set(key, (groups.get(key) ?? new Set()).add(choice));
  }
  return groups;
}

/** The keys of the groups a product fails. */
function failedGroups(product: ProductRecord, groups: Map<string, Set<number>>): string[] {
  const failed: string[] = [];
  for (const [key, group] of groups) {
    if (!product.filter.some((value) => group.has(value.choice_id))) failed.push(key);
  }
  return failed;
}

interface ListResult {
  products: ProductRecord[];
  facets: ProductFacets;
}

/** The products of a query, in the catalogue's order, and its facets. */
export function listProducts(scope: ListScope, query: ListQuery): ListResult {
  const page = query.categoryId ?? query.sub;
  const inPage = page === null ? null : treeIds(scope.categories, page);
  const inSub = query.sub === null ? null : treeIds(scope.categories, query.sub);
  const subs = query.categoryId === null ? [] : scope.categories.filter((c) => c.parent_id === query.categoryId);
  const subOf = new Map<number, number>();
  for (const sub of subs) for (const id of treeIds(scope.categories, sub.id)) subOf.set(id, sub.id);
  const groups = choiceGroups(scope.filters, query.choices);
  const { minHeight, maxHeight } = query;
  // The height range is one more group: a product outside it is counted only toward the height steps.
  const failedOf = (product: ProductRecord) => {
    const failed = failedGroups(product, groups);
    return withinHeights(product.dimension_height, minHeight, maxHeight) ? failed : [...failed, 'height'];
  };
  const atLeast = heightSteps.map(() => 0);
  const atMost = heightSteps.map(() => 0);
  const countHeight = (height: number | null) => {
    if (height === null) return;
    heightSteps.forEach((step, index) => {
      if (height >= step && withinHeights(height, null, maxHeight)) atLeast[index] = (atLeast[index] ?? 0) + 1;
      if (height <= step && withinHeights(height, minHeight, null)) atMost[index] = (atMost[index] ?? 0) + 1;
    });
  };

  const products: ProductRecord[] = [];
  const choiceCounts = new Map<number, number>();
  const subCounts = new Map<number, number>();
  const countChoices = (product: ProductRecord, filterKey: string | null) => {
    for (const value of product.filter) {
      if (filterKey === null || filterKey === `filter-${value.filter_id}`)
        choiceCounts.set(value.choice_id, (choiceCounts.get(value.choice_id) ?? 0) + 1);
    }
  };
  for (const product of scope.products) {
    if (inPage && !product.category_ids.some((id) => inPage.has(id))) continue;
    const failed = failedOf(product);
    // Within the sub-category chosen or not, a product with every filter counts toward its sub-category.
    if (failed.length === 0) {
      const counted = new Set(product.category_ids.flatMap((id) => subOf.get(id) ?? []));
      for (const sub of counted) subCounts.set(sub, (subCounts.get(sub) ?? 0) + 1);
    }
    if (inSub && !product.category_ids.some((id) => inSub.has(id))) continue;
    // Each filter's choices are counted with the other filters applied: choosing widens within a filter.
    if (failed.length === 0) {
      products.push(product);
      countChoices(product, null);
    } else if (failed.length === 1) {
      countChoices(product, failed[0] as string);
    }
    // The steps are counted with every choice applied, and each with the other end of the range.
    if (failed.every((key) => key === 'height')) countHeight(product.dimension_height);
  }
  const count = (id: number, title: string, counts: Map<number, number>): FacetCount => ({
    id,
    title,
    count: counts.get(id) ?? 0,
  });
  return {
    products,
    facets: {
      filters: scope.filters.map((filter) => ({
        id: filter.id,
        title: filter.title,
        choices: filter.choices.map((choice) => count(choice.id, choice.title, choiceCounts)),
      })),
      sub_categories: subs.map((sub) => count(sub.id, sub.title, subCounts)),
      height_steps: heightSteps.map(
        (height, index): HeightStep => ({ height, at_least: atLeast[index] ?? 0, at_most: atMost[index] ?? 0 }),
      ),
    },
  };
}

/** Designed: the columns the list sorts by; `size` is the longest side, `height` the height. */
export type SortColumn = 'id' | 'title' | 'parent_code' | 'created_at' | 'size' | 'height';

const longestSide = (p: ProductRecord) =>
  Math.max(p.dimension_length ?? 0, p.dimension_width ?? 0, p.dimension_height ?? 0);

/** Sorts in place, stably; text in code-point order (fast over thousands of rows, the same in every browser). */
export function sortProducts(products: ProductRecord[], column: SortColumn, direction: 'asc' | 'desc'): void {
  const sign = direction === 'desc' ? -1 : 1;
  if (column === 'size') {
    products.sort((a, b) => sign * (longestSide(a) - longestSide(b)));
    return;
  }
  if (column === 'height') {
    // A product without a height comes last either way, as it cannot be placed by it.
    products.sort((a, b) =>
      a.dimension_height === null || b.dimension_height === null
        ? Number(a.dimension_height === null) - Number(b.dimension_height === null)
        : sign * (a.dimension_height - b.dimension_height),
    );
    return;
  }
  products.sort((a, b) => {
    const [x, y] = [String(a[column] ?? ''), String(b[column] ?? '')];
    return sign * (x < y ? -1 : x > y ? 1 : 0);
  });
}
