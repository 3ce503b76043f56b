// The product page's names for its pictures and downloads, and its place in the category tree.
import type { Category, CategoryRef, ProductId } from '@factory/api';

/** The gallery's picture names: "Image 2 of 5". */
export const imagePositionLabel = (index: number, total: number) => `Image ${index + 1} of ${total}`;

/** The file name the product's zip of images is saved as. */
export const imagesZipName = (id: ProductId) => `${id}-images.zip`;

/** Where a product sits for its breadcrumbs: a top category, and the sub-category under it when there is one. */
interface ProductPlace {
  category: Pick<Category, 'id' | 'title'>;
  sub?: Pick<Category, 'id' | 'title'>;
}

/**
 * The product's place in the category tree: its first category found as a sub-category (the deeper trail), else its
 * first top category; none when no category of it is in the tree (e.g. one hidden from this customer).
 */
export function productPlace(
  productCategories: readonly CategoryRef[],
  tree: readonly Category[],
): ProductPlace | null {
  const ids = new Set(productCategories.map((category) => category.id));
  for (const top of tree) {
    const sub = top.sub_categories.find((child) => ids.has(child.id));
    if (sub) return { category: top, sub };
  }
  const top = tree.find((category) => ids.has(category.id));
  return top ? { category: top } : null;
}
