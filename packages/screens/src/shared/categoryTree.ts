// The one walk of the category tree: every other list of categories (the admin's tree, parent choices, chip and
// select choices, an access type's grants, the verification's choices) maps over it.
import type { Category } from '@factory/api';

/** A category of the tree with how deep it sits (0 for top level) and the titles from the top down to it. */
interface CategoryEntry {
  category: Category;
  depth: number;
  trail: readonly string[];
}

/** Every category of the tree, each parent before its children, in menu order. */
export function categoryEntries(tree: readonly Category[], above: readonly string[] = []): CategoryEntry[] {
  return tree.flatMap((category) => {
    const trail = [...above, category.title];
    return [{ category, depth: above.length, trail }, ...categoryEntries(category.sub_categories ?? [], trail)];
  });
}

/** A category's path as choices show it: "Dinosaurs › Skeletons", so both names find it. */
export const categoryPath = (entry: CategoryEntry) => entry.trail.join(' › ');
