// A catalogue list's state in its address (`?sub=&choice=&height_from=&height_to=&sort=&page=`), so Back, reload and
// a shared link return to the same page of the same selection; and the texts the list shows. Pure: tested without a
// browser.
import type { FacetCount, HeightStep, PageLink, ProductFacets, ProductQuery } from '@factory/api';
import type { NativeSelectOption, PageSlot } from '@factory/ui';
import { formatMeasure, formatNumber } from '../../shared/format.ts';

/** Cards on one page: a row count that fills 2, 3 and 4 columns alike (docs/decisions.md). */
const productsPerPage = 24;

export const catalogSorts = [
  { id: 'catalogue', label: 'Catalogue order' },
  { id: 'title', label: 'Title (A–Z)' },
  { id: 'code', label: 'Code' },
  { id: 'newest', label: 'Newest first' },
  // By the height the cards show first: the longest side (the server's `size`) put a 12.1 m tall piece above a 13.5 m
  // one when it was longer.
  { id: 'height-desc', label: 'Height (tallest first)' },
  { id: 'height', label: 'Height (shortest first)' },
] as const;
export type CatalogSort = (typeof catalogSorts)[number]['id'];

const sortQueries: Record<CatalogSort, Pick<ProductQuery, 'sort' | 'direction'>> = {
  catalogue: {},
  title: { sort: 'title', direction: 'asc' },
  code: { sort: 'id', direction: 'asc' },
  newest: { sort: 'created_at', direction: 'desc' },
  'height-desc': { sort: 'height', direction: 'desc' },
  height: { sort: 'height', direction: 'asc' },
};

export interface ListState {
  page: number;
  sort: CatalogSort;
  /** Filter choice ids, ascending. */
  choices: number[];
  /** The sub-category chosen on a category page. */
  sub: number | null;
  /** The height range in metres (`height_from`, `height_to`); `null` leaves that end open. */
  heightFrom: number | null;
  heightTo: number | null;
}

const positiveInt = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

const metres = (text: string | null) => {
  const n = text === null || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(n) && n >= 0 ? n : null;
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
    heightFrom: metres(params.get('height_from')),
    heightTo: metres(params.get('height_to')),
  };
}

/**
 * The address of a state, keeping the other parameters (`q`). Defaults are left out, so the first page of the
 * catalogue order is the bare address.
 */
export function writeListState(state: ListState, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of ['sub', 'choice', 'height_from', 'height_to', 'sort', 'page']) params.delete(key);
  if (state.sub !== null) params.set('sub', String(state.sub));
  for (const choice of state.choices) params.append('choice', String(choice));
  if (state.heightFrom !== null) params.set('height_from', String(state.heightFrom));
  if (state.heightTo !== null) params.set('height_to', String(state.heightTo));
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
export const withHeights = (
  state: ListState,
  heights: Partial<Pick<ListState, 'heightFrom' | 'heightTo'>>,
): ListState => ({ ...state, ...heights, page: 1 });
/** No filter choice and no height range: what "Clear all" leaves. */
export const withoutFilters = (state: ListState): ListState => ({
  ...state,
  choices: [],
  heightFrom: null,
  heightTo: null,
  page: 1,
});
/** Whether any filter narrows the list (a choice or an end of the height range). */
export const isFiltered = (state: ListState) =>
  state.choices.length > 0 || state.heightFrom !== null || state.heightTo !== null;
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
    // The server counts in centimetres, as it keeps `dimension_height`.
    minHeight: state.heightFrom === null ? undefined : Math.round(state.heightFrom * 100),
    maxHeight: state.heightTo === null ? undefined : Math.round(state.heightTo * 100),
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
 * The options of one end of the height range: "Any height", then each step that would leave something (or is
 * chosen) with how many it would leave: "5 m (32)" (from: at least 5 m tall; to: at most). A height the address asks
 * for that is no step is kept, without a count.
 */
export function heightOptions(
  steps: readonly HeightStep[],
  end: 'from' | 'to',
  chosen: number | null,
): NativeSelectOption[] {
  const offered = steps.flatMap((step) => {
    const count = end === 'from' ? step.at_least : step.at_most;
    const value = step.height / 100;
    return count > 0 || value === chosen
      ? [{ value: String(value), label: `${formatMeasure(value, 'm')} (${formatNumber(count)})` }]
      : [];
  });
  const unlisted = chosen !== null && !steps.some((step) => step.height / 100 === chosen);
  return [
    { value: '', label: 'Any height' },
    ...offered,
    ...(unlisted ? [{ value: String(chosen), label: formatMeasure(chosen, 'm') }] : []),
  ];
}

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
