// The search's answers for the catalogue handlers: the list's order and marks, and the header's suggestions.
import type { Product, ProductSuggestions } from '@factory/api';
import { canSeeCategory, canSeeProduct, type Visibility } from '../access.ts';
import { db, notDeleted } from '../db.ts';
import type { ProductRecord } from '../fixtures/index.ts';
import { catalogueSearch, type ProductHit } from './catalogueSearch.ts';

export { CatalogueSearch, catalogueSearch, type ProductHit, synonymsOf } from './catalogueSearch.ts';

/** The `products` that are among `hits`, in the hits' order (best first). */
export function inHitOrder(products: readonly ProductRecord[], hits: readonly ProductHit[]): ProductRecord[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return hits.flatMap((hit) => byId.get(hit.id) ?? []);
}

/** The words the search matched in the products of one page (the results mark them). */
export function matchedWordsOf(hits: readonly ProductHit[], page: readonly Pick<Product, 'id'>[]): string[] {
  const onPage = new Set(page.map((product) => product.id));
  return [...new Set(hits.filter((hit) => onPage.has(hit.id)).flatMap((hit) => hit.matchedWords))].sort();
}

/** Products and categories the header's search suggests. */
const suggestionLimits = { products: 6, categories: 4 };

/**
 * What the header suggests for `q`, open to the user: the products and categories holding every word, or when
 * none does, the nearest ones (any word, typos forgiven) marked `nearest`.
 */
export function productSuggestions(q: string, visibility: Visibility): ProductSuggestions {
  const search = catalogueSearch(notDeleted(db.products), notDeleted(db.categories));
  const pick = (hits: ProductHit[], categoryIds: number[]) => {
    const products = inHitOrder(notDeleted(db.products), hits)
      .filter((product) => canSeeProduct(visibility, product))
      .slice(0, suggestionLimits.products);
    const shown = new Set(products.map((product) => product.id));
    const categories = categoryIds
      .flatMap((id) => notDeleted(db.categories).find((category) => category.id === id) ?? [])
      .filter((category) => canSeeCategory(visibility, category))
      .slice(0, suggestionLimits.categories);
    return {
      products: products.map(({ id, title, images }) => ({ id, title, img: images[0]?.url ?? null })),
      categories: categories.map(({ id, title }) => ({ id, title })),
      matched_words: [...new Set(hits.filter((hit) => shown.has(hit.id)).flatMap((hit) => hit.matchedWords))].sort(),
    };
  };
  const found = pick(search.searchProducts(q), search.searchCategories(q));
  if (found.products.length > 0 || found.categories.length > 0 || q === '') return { ...found, nearest: false };
  return { ...pick(search.nearestProducts(q), search.nearestCategories(q)), nearest: true };
}
