// A catalogue list's state in its address (`?sub=&choice=&sort=&page=`), so Back, reload and a shared link return
// to the same page of the same selection; and the texts the list shows. Pure: tested without a browser.
import type { FacetCount, PageLink, ProductFacets, ProductQuery } from '@factory/api';
import type { PageSlot } from '@factory/ui';
import { formatNumber } from '../../shared/index.ts';

/** Cards on one page: a row count that fills 2, 3 and 4 columns alike (docs/decisions.md). */
export const productsPerPage = 24;

export const catalogSorts = [
  { id: 'catalogue', label: 'Catalogue order' },
  { id: 'title', label: 'Title (A–Z)' },
  { id: 'code', label: 'Code' },
  { id: 'newest', label: 'Newest first' },
  { id: 'size', label: 'Size (smallest first)' },
  { id: 'size-desc', label: 'Size (largest first)' },
] as const;
export type CatalogSort = (typeof catalogSorts)[number]['id'];

const sortQueries: Record<CatalogSort, Pick<ProductQuery, 'sort' | 'direction'>> = {
  catalogue: {},
  title: { sort: 'title', direction: 'asc' },
  code: { sort: 'id', direction: 'asc' },
  newest: { sort: 'created_at', direction: 'desc' },
  size: { sort: 'size', direction: 'asc' },
  'size-desc': { sort: 'size', direction: 'desc' },
};

export interface ListState {
  page: number;
  sort: CatalogSort;
  /** Filter choice ids, ascending. */
  choices: number[];
  /** The sub-category chosen on a category page. */
  sub: number | null;
}

const positiveInt = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The list's state from the address; anything unreadable falls back to the first page in catalogue order. */
export function readListState(params: URLSearchParams): ListState {
  const sort = params.get('sort');
  const choices = params.getAll('choice').flatMap((text) => positiveInt(text) ?? []);
  return {
    page: positiveInt(params.get('page')) ?? 1,
    sort: catalogSorts.some((option) => option.id === sort) ? (sort as CatalogSort) : 'catalogue',
    choices: [...new Set(choices)].sort((a, b) => a - b),
    sub: positiveInt(params.get('sub')),
  };
}

/**
 * The address of a state, keeping the other parameters (`q`). Defaults are left out, so the first page of the
 * catalogue order is the bare address.
 */
export function writeListState(state: ListState, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of ['sub', 'choice', 'sort', 'page']) params.delete(key);
  if (state.sub !== null) params.set('sub', String(state.sub));
  for (const choice of state.choices) params.append('choice', String(choice));
  if (state.sort !== 'catalogue') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Any change of what is listed starts again at its first page. */
export const withChoices = (state: ListState, choices: readonly number[]): ListState => ({
  ...state,
  choices: [...new Set(choices)].sort((a, b) => a - b),
  page: 1,
});
export const withSort = (state: ListState, sort: CatalogSort): ListState => ({ ...state, sort, page: 1 });
export const withSub = (state: ListState, sub: number | null): ListState => ({ ...state, sub, page: 1 });
export const withPage = (state: ListState, page: number): ListState => ({ ...state, page });

/** What to ask GET /api/product for: a page of 24 with the facets. */
export function listQuery(state: ListState, scope: { categoryId?: number; q?: string }): ProductQuery {
  return {
    ...scope,
    sub: state.sub ?? undefined,
    page: state.page,
    perPage: productsPerPage,
    ...sortQueries[state.sort],
    choices: state.choices,
    facets: true,
  };
}

/** "1–24 of 1,318", or "No products". */
export function resultRange(from: number | null, to: number | null, total: number): string {
  if (total === 0 || from === null || to === null) return 'No products';
  return `${formatNumber(from)}–${formatNumber(to)} of ${formatNumber(total)}`;
}

/** A facet's label with its count: "Outdoor (21)". */
export const facetLabel = (facet: FacetCount) => `${facet.title} (${formatNumber(facet.count)})`;

/**
 * The filters worth offering: choices that would find something or are chosen, and filters left with more than one
 * such choice or a chosen one (a filter every product shares narrows nothing).
 */
export function offeredFilters(facets: ProductFacets, chosen: readonly number[]): ProductFacets['filters'] {
  return facets.filters
    .map((filter) => ({
      ...filter,
      choices: filter.choices.filter((choice) => choice.count > 0 || chosen.includes(choice.id)),
    }))
    .filter((filter) => filter.choices.length > 1 || filter.choices.some((choice) => chosen.includes(choice.id)));
}

/**
 * The page numbers of the server's own window (its `meta.links` without previous and next), `null` for its `...`
 * gaps, for the pager to list as the server does.
 */
export function pageSlots(links: readonly PageLink[]): PageSlot[] {
  return links.slice(1, -1).map((link) => link.page);
}
