// Pure rules of the header search's suggestions (no React): when to ask, how long to wait, what an entry opens.
import type { ProductSuggestions } from '@factory/api';
import type { ScreenRoutes } from '../../environment/index.ts';

/** Typing pauses this long before the suggestions are asked for: one call per pause, not one per key. */
export const suggestionDelayMs = 200;

/** Suggestions start at this many typed letters (one letter matches too much to help). */
const suggestionMinLength = 2;

/** The text to ask suggestions for, or null while it is too short to. */
export function suggestionText(typed: string): string | null {
  const text = typed.trim();
  return text.length >= suggestionMinLength ? text : null;
}

/**
 * Calls `send` with the last value given, once no new value came for `delayMs`; `cancel` drops a pending one (the
 * field unmounts).
 */
export function createDebouncer<T>(delayMs: number, send: (value: T) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push(value: T) {
      clearTimeout(timer);
      timer = setTimeout(() => send(value), delayMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

/** The id of the entry that opens every result of the typed text. */
export const allResultsId = 'all';

/** The list's entries: products, then categories, then every result of the text. */
export function suggestionEntries(
  suggestions: ProductSuggestions,
  typed: string,
  routes: Pick<ScreenRoutes, 'product' | 'category' | 'productSearch'>,
) {
  return {
    products: suggestions.products.map((p) => ({
      id: `product:${p.id}`,
      textValue: p.title,
      href: routes.product(p.id),
    })),
    categories: suggestions.categories.map((c) => ({
      id: `category:${c.id}`,
      textValue: c.title,
      href: routes.category(c.id),
    })),
    all: { id: allResultsId, textValue: `All results for “${typed.trim()}”`, href: routes.productSearch(typed.trim()) },
  };
}
