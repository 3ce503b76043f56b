// The catalogue's search (GET /api/product?q=, GET /api/product/suggestions): MiniSearch over the live products,
// with the word rules of @factory/api (`searchWords`) and the synonyms of synonyms.json, which the reference Laravel
// app reads too (docs/decisions/catalogue-search.md).
import { foldText, searchWords } from '@factory/api';
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import type { CategoryRecord, ProductRecord } from '../fixtures/index.ts';
import synonymFile from './synonyms.json' with { type: 'json' };

/** Each synonym group's names as search words ("T-Rex" → t, rex, trex). */
type SynonymGroups = readonly (readonly string[][])[];

const synonymGroups: SynonymGroups = synonymFile.groups.map((names) => names.map(searchWords));

const containsRun = (words: readonly string[], run: readonly string[]) =>
  words.some((_, start) => run.every((word, offset) => words[start + offset] === word));

/** One synonym group a text names: the words of the names it holds and of the group's other names. */
interface NamedSynonym {
  named: string[];
  synonyms: string[];
}

/**
 * The synonym groups a text names: for each, the words of the names it holds (`named`, marked in a result found
 * through a synonym) and the words of the group's other names (`synonyms`, indexed with the text).
 */
export function synonymsOf(text: string, groups: SynonymGroups = synonymGroups): NamedSynonym[] {
  const words = searchWords(text);
  return groups.flatMap((names) => {
    const held = names.filter((name) => containsRun(words, name));
    return held.length === 0 ? [] : [{ named: held.flat(), synonyms: names.filter((n) => !held.includes(n)).flat() }];
  });
}

const synonymWords = (named: readonly NamedSynonym[]) => named.flatMap((group) => group.synonyms).join(' ');

interface ProductDocument {
  id: string;
  code: string;
  title: string;
  synonyms: string;
  categories: string;
  tags: string;
  description: string;
}

// Code and title outweigh the rest; a synonym counts a little less than the word itself.
const boost = { code: 6, title: 3, synonyms: 2, categories: 1.5, tags: 1, description: 0.5 };
const fields = Object.keys(boost) as (keyof typeof boost)[];

/** A word of two letters or more is also the start of longer words; one letter ("t" of "t rex") is itself only. */
const asPrefix = (term: string) => term.length >= 2;
/** Typos forgiven in words of 5 letters or more, one edit in five (two in "tyranosaurus"); never in numbers. */
const typoAllowance = (term: string) => (term.length >= 5 && !/\d/.test(term) ? 0.2 : false);

const exact: SearchOptions = { combineWith: 'AND', prefix: asPrefix, fuzzy: false };
const forgiving: SearchOptions = { ...exact, fuzzy: typoAllowance };

function newIndex<T>(fieldNames: string[], boosts: Record<string, number>) {
  return new MiniSearch<T>({
    fields: fieldNames,
    tokenize: searchWords,
    // `searchWords` has already folded and split the words.
    processTerm: (term) => term,
    searchOptions: { ...exact, boost: boosts },
  });
}

/** One product found: its score and the words of it the search matched (for the results' marks). */
export interface ProductHit {
  id: string;
  score: number;
  matchedWords: string[];
}

/** The index of a catalogue's products and categories, built once per state of the catalogue. */
export class CatalogueSearch {
  private readonly products = newIndex<ProductDocument>(fields, boost);
  private readonly categories = newIndex<{ id: number; title: string; synonyms: string }>(['title', 'synonyms'], {
    title: 2,
    synonyms: 1,
  });
  /** The synonym groups each product names: a match on a group's synonym marks the names the product holds. */
  private readonly named = new Map<string, NamedSynonym[]>();
  private readonly codes = new Map<string, { id: string; parent_code: string }>();

  constructor(products: readonly ProductRecord[], categories: readonly CategoryRecord[]) {
    const titleOf = new Map(categories.map((c) => [c.id, c.title]));
    this.products.addAll(
      products.map((product) => {
        const named = synonymsOf(`${product.title} ${product.description ?? ''}`);
        this.named.set(product.id, named);
        this.codes.set(product.id, product);
        return {
          id: product.id,
          code: `${product.id} ${product.parent_code}`,
          title: product.title,
          synonyms: synonymWords(named),
          categories: product.category_ids.map((id) => titleOf.get(id) ?? '').join(' '),
          tags: product.filter.map((value) => value.choice_title).join(' '),
          description: product.description ?? '',
        };
      }),
    );
    this.categories.addAll(
      categories.map(({ id, title }) => ({ id, title, synonyms: synonymWords(synonymsOf(title)) })),
    );
  }

  /**
   * The products holding every word of `q` (each word also the start of a longer one), best first: the product
   * whose code is `q` first, then its family (parent code), then by relevance. When none holds every word as typed,
   * typos are forgiven.
   */
  searchProducts(q: string): ProductHit[] {
    const found = this.run(this.products, q);
    const code = foldText(q.trim());
    const rank = (id: string) => {
      const product = this.codes.get(id);
      return foldText(id) === code ? 0 : product && foldText(product.parent_code) === code ? 1 : 2;
    };
    return found
      .map((result) => ({ result, rank: rank(String(result.id)) }))
      .sort((a, b) => a.rank - b.rank || b.result.score - a.result.score)
      .map(({ result }) => ({ id: String(result.id), score: result.score, matchedWords: this.matchedWords(result) }));
  }

  /** The categories whose title holds every word of `q`, best first (typos forgiven when none does). */
  searchCategories(q: string): number[] {
    return this.run(this.categories, q).map((result) => Number(result.id));
  }

  /** The nearest products when none holds every word: any word counts, typos forgiven. */
  nearestProducts(q: string): ProductHit[] {
    return this.products
      .search(q, { ...forgiving, combineWith: 'OR' })
      .map((result) => ({ id: String(result.id), score: result.score, matchedWords: this.matchedWords(result) }));
  }

  /** The nearest categories, as `nearestProducts`. */
  nearestCategories(q: string): number[] {
    return this.categories.search(q, { ...forgiving, combineWith: 'OR' }).map((result) => Number(result.id));
  }

  private run<T>(index: MiniSearch<T>, q: string): SearchResult[] {
    if (searchWords(q).length === 0) return [];
    const found = index.search(q, exact);
    return found.length > 0 ? found : index.search(q, forgiving);
  }

  /** The result's matched words; a word matched as a synonym marks the names of its group the product holds. */
  private matchedWords(result: SearchResult): string[] {
    const words = new Set(result.terms);
    for (const [term, where] of Object.entries(result.match)) {
      if (!where.includes('synonyms')) continue;
      for (const group of this.named.get(String(result.id)) ?? []) {
        if (group.synonyms.includes(term)) for (const word of group.named) words.add(word);
      }
    }
    return [...words];
  }
}

/**
 * What the index was built from: the rows and every field it reads. A write replaces a row or changes a field of
 * it (a title edit, a category move, a deletion), so comparing these is enough to know the index is stale.
 */
function catalogueState(products: readonly ProductRecord[], categories: readonly CategoryRecord[]): unknown[] {
  const state: unknown[] = [products.length, categories.length];
  for (const p of products) state.push(p, p.title, p.description, p.parent_code, p.category_ids, p.filter.length);
  for (const c of categories) state.push(c, c.title);
  return state;
}

let built: { state: unknown[]; search: CatalogueSearch } | undefined;

/**
 * The search over these live products and categories: built on first use and again only after the catalogue
 * changed (a few hundred ms at 7,000 products), so a search costs the query alone.
 */
export function catalogueSearch(
  products: readonly ProductRecord[],
  categories: readonly CategoryRecord[],
): CatalogueSearch {
  const state = catalogueState(products, categories);
  if (built && built.state.length === state.length && built.state.every((value, i) => value === state[i])) {
    return built.search;
  }
  built = { state, search: new CatalogueSearch(products, categories) };
  return built.search;
}
