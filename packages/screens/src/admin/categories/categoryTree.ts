// The category tree's pure rules (no React): flattening, parent choices and the order's payload (moving rows is
// @factory/ui's ReorderableList's).
import type { Category } from '@factory/api';
import { categoryEntries, categoryPath } from '../../shared/categoryTree.ts';

/** The category with this id anywhere in the tree. */
export function findCategory(categories: readonly Category[], id: number): Category | undefined {
  return categoryEntries(categories).find((entry) => entry.category.id === id)?.category;
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
  // A category below an excluded one is excluded too: the subtree's ids hold it.
  const others = categoryEntries(categories).filter((entry) => !excluded.has(entry.category.id));
  return [
    { id: noParent, label: 'No parent (top level)' },
    ...others.map((entry) => ({ id: entry.category.id, label: categoryPath(entry) })),
  ];
}

/** The categories in the order of `ids` (ids without a category are skipped). */
export function inOrder(categories: readonly Category[], ids: readonly number[]): Category[] {
  return ids.flatMap((id) => categories.filter((category) => category.id === id));
}
