// The admin's route reads (see shared/routePrefetch.ts): an area's list page as its address asks (the generic list's
// page, size, sort and search), or the record its address names. Its own entry, so the catalogue's first load does
// not carry the admin's calls.
import {
  type AdminAreaTitle,
  type DefinedResourceTitle,
  definedResources,
  resourceCalls,
  type ServerResource,
  serverResources,
} from '@factory/api';
import {
  accessTypeQueries,
  categoriesQuery,
  documentsTreeQuery,
  filterQueries,
  newProductsQuery,
  pagedResource,
  patDefaultQueries,
  permissionsQuery,
  productQueries,
  type RecordId,
  type ResourceQueries,
} from '../../queries/index.ts';
import type { RouteReads } from '../../shared/routePrefetch.ts';
import { type ListAddress, listParamsFromSearch } from './listQuery.ts';
import { idFromPathOf, positiveIdFromPath } from './resource.ts';

const none: RouteReads = () => [];

interface AdminArea {
  // biome-ignore lint/suspicious/noExplicitAny: any resource's reads.
  queries: ResourceQueries<any, any>;
  /** How its list reads the address (as its definition says: `routeReads.test.ts` holds them together). */
  list: ListAddress;
  /** The record id an address names (as the area's definition reads it); a positive integer by default. */
  idFromPath?: (segment: string) => RecordId | undefined;
}

/**
 * A list-and-record resource's reads, as its definition in @factory/api says (`definedResource` reads the same): its
 * pages, or `queries` where the screen reads otherwise (a list the server answers whole, paged on the client;
 * products: the catalogue's list, under `products`).
 */
const definedReads = (
  title: DefinedResourceTitle,
  // biome-ignore lint/suspicious/noExplicitAny: any resource's reads.
  queries: ResourceQueries<any, any> = pagedResource(title, resourceCalls[title] as never),
): AdminArea => {
  const definition: ServerResource = definedResources[title];
  return {
    queries,
    list: { defaultSort: definition.list.sort, filterKeys: definition.list.filters },
    idFromPath: idFromPathOf(definition),
  };
};

/** The admin areas whose list page comes from the URL (the generic list's page, size, sort, search and filters). */
const adminAreas: Partial<Record<AdminAreaTitle, AdminArea>> = {
  ...Object.fromEntries(Object.keys(serverResources).map((title) => [title, definedReads(title as never)])),
  'product-access-types': definedReads('product-access-types', accessTypeQueries),
  'product-item': definedReads('product-item', productQueries),
};

/** Reads of admin screens that are not a generic list (a folder's page reads the whole tree too). */
const adminOwnReads: Partial<Record<AdminAreaTitle, RouteReads>> = {
  'pat-defaults': () => [patDefaultQueries.whole],
  'product-filter': () => [filterQueries.whole],
  permissions: () => [permissionsQuery],
  categories: () => [categoriesQuery],
  'operation-documents': () => [documentsTreeQuery],
  'new-products': () => [newProductsQuery],
};

/** An admin route's reads: its area's list page (`record` false) or the record its address names. */
export function adminReads(area: AdminAreaTitle, record: boolean): RouteReads {
  const generic = adminAreas[area];
  if (!generic) return adminOwnReads[area] ?? none;
  const { queries, idFromPath = positiveIdFromPath } = generic;
  if (!record) return ({ search }) => [queries.list(listParamsFromSearch(search, generic.list))];
  return ({ id = '' }) => {
    const recordId = id === 'new' ? undefined : idFromPath(id);
    return recordId === undefined ? [] : [queries.record(recordId)];
  };
}
