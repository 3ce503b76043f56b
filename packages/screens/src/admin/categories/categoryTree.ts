// The category tree's pure rules (no React): flattening, parent choices and the order's payload (moving rows is
// @factory/ui's ReorderableList's).
import type { Category } from '@factory/api';

/** One category with how deep it sits (0 for top level). */
export interface TreeRow {
  category: Category;
  depth: number;
}

/** Every category of the tree, depth first, in menu order. */
export function flattenTree(categories: readonly Category[], depth = 0): TreeRow[] {
  return categories.flatMap((category) => [{ category, depth }, ...flattenTree(category.sub_categories, depth + 1)]);
}

/** The category with this id anywhere in the tree. */
export function findCategory(categories: readonly Category[], id: number): Category | undefined {
  return flattenTree(categories).find((row) => row.category.id === id)?.category;
}

/** The ids of a category and of every category below it. */
export function subtreeIds(category: Category): number[] {
  return [category.id, ...category.sub_categories.flatMap(subtreeIds)];
}

/** What the parent choice offers: "No parent (top level)" and every category not below itself, paths as labels. */
export const noParent = 0;
export function parentChoices(categories: readonly Category[], selfId: number | null): { id: number; label: string }[] {
  const self = selfId === null ? undefined : findCategory(categories, selfId);
  const excluded = new Set(self ? subtreeIds(self) : []);
  const choices: { id: number; label: string }[] = [{ id: noParent, label: 'No parent (top level)' }];
  const walk = (list: readonly Category[], path: string[]) => {
    for (const category of list) {
      if (excluded.has(category.id)) continue;
      const trail = [...path, category.title];
      choices.push({ id: category.id, label: trail.join(' › ') });
      walk(category.sub_categories, trail);
    }
  };
  walk(categories, []);
  return choices;
}

/** The categories in the order of `ids` (ids without a category are skipped). */
export function inOrder(categories: readonly Category[], ids: readonly number[]): Category[] {
  return ids.flatMap((id) => categories.filter((category) => category.id === id));
}
