// The category tree's pure rules (no React): flattening, parent choices, moving rows and the order's payload.
import type { Category, CategoryTableRow } from '@factory/api';

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

/** The list with the item at `from` moved to index `to` (both clamped); a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Drag and drop: the ids with `moved` taken out and put before or after `target`. */
export function moveAround<K>(ids: readonly K[], moved: readonly K[], target: K, position: 'before' | 'after'): K[] {
  if (moved.includes(target)) return [...ids];
  const rest = ids.filter((id) => !moved.includes(id));
  const kept = ids.filter((id) => moved.includes(id));
  const at = rest.indexOf(target) + (position === 'after' ? 1 : 0);
  return [...rest.slice(0, at), ...kept, ...rest.slice(at)];
}

/** The data-table body of a new order: each id with its 1-based place among its siblings. */
export function orderRows(ids: readonly number[]): CategoryTableRow[] {
  return ids.map((id, index) => ({ id, sort_order: index + 1 }));
}

/** The categories in the order of `ids` (ids without a category are skipped). */
export function inOrder(categories: readonly Category[], ids: readonly number[]): Category[] {
  return ids.flatMap((id) => categories.filter((category) => category.id === id));
}
