// Product filters and their choices (spec §7 Filters; the admin screen is marked obsolete).
import { type Filter, filterSchema } from '../schemas/catalog.ts';
import { collection, resource } from '../schemas/common.ts';
import { anyBody, type CallOptions, callEndpoint, dataOf, spec } from './endpoint.ts';

export const filtersEndpoints = {
  getFilters: spec('GET', '/api/filters'),
  createFilter: spec('POST', '/api/filters'),
  getFilter: spec('GET', '/api/filters/{id}'),
  updateFilter: spec('PUT', '/api/filters/{id}'),
  deleteFilter: spec('DELETE', '/api/filters/{id}'),
  addFilterChoice: spec('POST', '/api/filters/choice/{id}'),
  deleteFilterChoice: spec('DELETE', '/api/filters/choice/{id}'),
  updateFiltersTable: spec('PUT', '/api/data-table/filter'),
};

export type FilterInput = Pick<Filter, 'title' | 'description'>;
/** Designed: one edited row of the filters data table; `sort_order` (1 first) places it in the list. */
type FilterTableRow = Pick<Filter, 'id'> & Partial<FilterInput> & { sort_order?: number };

export function getFilters({ signal }: CallOptions = {}): Promise<Filter[]> {
  return callEndpoint(filtersEndpoints.getFilters, collection(filterSchema), { signal }).then(dataOf);
}

/** Designed: a new filter may come with its first choices' titles. */
export function createFilter(input: FilterInput & { choices?: string[] }): Promise<Filter> {
  return callEndpoint(filtersEndpoints.createFilter, resource(filterSchema), { body: input }).then(dataOf);
}

export function getFilter(id: number, { signal }: CallOptions = {}): Promise<Filter> {
  return callEndpoint(filtersEndpoints.getFilter, resource(filterSchema), { signal, params: { id } }).then(dataOf);
}

export function updateFilter(id: number, input: FilterInput): Promise<Filter> {
  return callEndpoint(filtersEndpoints.updateFilter, resource(filterSchema), { params: { id }, body: input }).then(
    dataOf,
  );
}

export async function deleteFilter(id: number, { signal }: CallOptions = {}): Promise<void> {
  await callEndpoint(filtersEndpoints.deleteFilter, anyBody, { params: { id }, signal });
}

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
