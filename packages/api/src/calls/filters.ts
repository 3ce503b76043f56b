// Product filters and their choices (spec §7 Filters; the admin screen is marked obsolete).

import { filters } from '../resources/filters.ts';
import { type Filter, filterSchema } from '../schemas/catalog.ts';
import { collection, resource } from '../schemas/common.ts';
import { crudCalls } from './crud.ts';
import { anyBody, callEndpoint, dataOf, spec } from './endpoint.ts';

export type FilterInput = Pick<Filter, 'title' | 'description'> & {
  /** Designed, creating only: the new filter's first choices' titles. */
  choices?: string[];
};

/** Filters as an admin resource (`product-filter`): the list is every filter, in the order customers see. */
export const filterCalls = crudCalls<FilterInput, typeof filterSchema, 'Filter', 'Filters', typeof filterSchema, true>(
  filters,
  filterSchema,
);
export const {
  list: getFilters,
  get: getFilter,
  create: createFilter,
  update: updateFilter,
  remove: deleteFilter,
} = filterCalls;

export const filtersEndpoints = {
  ...filterCalls.endpoints,
  addFilterChoice: spec('POST', '/api/filters/choice/{id}'),
  deleteFilterChoice: spec('DELETE', '/api/filters/choice/{id}'),
  updateFiltersTable: spec('PUT', '/api/data-table/filter'),
};

/** Designed: one edited row of the filters data table; `sort_order` (1 first) places it in the list. */
type FilterTableRow = Pick<Filter, 'id'> & Partial<Omit<FilterInput, 'choices'>> & { sort_order?: number };

/** Adds a choice to filter `filterId`; answers the filter with its choices. */
export function addFilterChoice(filterId: number, title: string): Promise<Filter> {
  return callEndpoint(filtersEndpoints.addFilterChoice, resource(filterSchema), {
    params: { id: filterId },
    body: { title },
  }).then(dataOf);
}

/** Deletes one choice by its own id. */
export async function deleteFilterChoice(choiceId: number): Promise<void> {
  await callEndpoint(filtersEndpoints.deleteFilterChoice, anyBody, { params: { id: choiceId } });
}

export function updateFiltersTable(filters: FilterTableRow[]): Promise<Filter[]> {
  return callEndpoint(filtersEndpoints.updateFiltersTable, collection(filterSchema), { body: { filters } }).then(
    dataOf,
  );
}
