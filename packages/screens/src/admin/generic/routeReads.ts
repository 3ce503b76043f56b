// The admin's route reads (see shared/routeReads.ts): an area's list page as its address asks (the generic list's
// page, size, sort and search), or the record its address names. Its own entry, so the catalogue's first load does
// not carry the admin's calls.
import type { AdminAreaTitle } from '@factory/api';
import {
  accessTypeQueries,
  areaQueries,
  categoriesQuery,
  companyQueries,
  customerQueries,
  documentsTreeQuery,
  filterQueries,
  newProductsQuery,
  patDefaultQueries,
  permissionsQuery,
  productQueries,
  type RecordId,
  type ResourceQueries,
  roleQueries,
  userQueries,
} from '../../queries/index.ts';
import { routeId } from '../../shared/params.ts';
import type { RouteReads } from '../../shared/routeReads.ts';
import { listParamsOf, queryFromSearch } from './listQuery.ts';

const none: RouteReads = () => [];

interface AdminArea {
  // biome-ignore lint/suspicious/noExplicitAny: any resource's reads.
  queries: ResourceQueries<any, any>;
  /** The record id an address names (as the area's definition reads it); a positive integer by default. */
  idFromPath?: (segment: string) => RecordId | undefined;
}

/** The admin areas whose list page comes from the URL (the generic list's page, size, sort and search). */
const adminAreas: Partial<Record<AdminAreaTitle, AdminArea>> = {
  users: { queries: userQueries },
  roles: { queries: roleQueries },
  customers: { queries: customerQueries },
  areas: { queries: areaQueries },
  companies: { queries: companyQueries },
  'product-access-types': { queries: accessTypeQueries },
  'pat-defaults': { queries: patDefaultQueries },
  'product-filter': { queries: filterQueries },
  'product-item': { queries: productQueries, idFromPath: (segment) => segment || undefined },
};

/** Reads of admin screens that are not a generic list (a folder's page reads the whole tree too). */
const adminOwnReads: Partial<Record<AdminAreaTitle, RouteReads>> = {
  permissions: () => [permissionsQuery],
  categories: () => [categoriesQuery],
  'operation-documents': () => [documentsTreeQuery],
  'new-products': () => [newProductsQuery],
};

const positiveInteger = (segment: string) => routeId(segment) ?? undefined;

/** An admin route's reads: its area's list page (`record` false) or the record its address names. */
export function adminReads(area: AdminAreaTitle, record: boolean): RouteReads {
  const generic = adminAreas[area];
  if (!generic) return adminOwnReads[area] ?? none;
  const { queries, idFromPath = positiveInteger } = generic;
  if (!record) return ({ search }) => [queries.list(listParamsOf(queryFromSearch(search)))];
  return ({ id = '' }) => {
    const recordId = id === 'new' ? undefined : idFromPath(id);
    return recordId === undefined ? [] : [queries.record(recordId)];
  };
}
