// The shared shape of a server resource's query module (TanStack Query's key-factory and `queryOptions` habit):
// one key root per resource, so one invalidation reaches every read of it, and each key names one shape only.
import type { DefinedResourceTitle, ListParams, Page } from '@factory/api';
import { keepPreviousData, type QueryClient, queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import { type ClientPaging, clientPage } from './clientPage.ts';

/** A record's id: numbers for most resources, a product's code (text) for products. */
export type RecordId = number | string;

/** A server resource's root key; the other keys of the resource start with it. A defined resource's is its title. */
export type ResourceRoot =
  | DefinedResourceTitle
  | 'session'
  | 'profile'
  | 'users'
  | 'roles'
  | 'permissions'
  | 'categories'
  | 'products'
  | 'access-types'
  | 'pat-defaults'
  | 'filters'
  | 'areas'
  | 'companies'
  | 'customers'
  | 'operation-documents'
  | 'files'
  | 'icons'
  | 'wishlist'
  | 'notifications'
  | 'new-products'
  | 'reports'
  | 'recycle-bin'
  | 'dev-commands'
  | 'verification';

/** The keys every list-and-record resource has: a server page, the whole (unpaged) list, one record. */
export const keysOf = <Root extends ResourceRoot>(root: Root) => ({
  all: [root] as const,
  /** A `Page` of rows, as the server paged it. */
  list: (params: ListParams) => [root, 'list', params] as const,
  /** Every row, as an array (the resource's unpaged read). */
  whole: [root, 'whole'] as const,
  record: (id: RecordId) => [root, 'record', id] as const,
});

/** Every row of a list, by name: what choices and name lookups read. */
export const allByName = { perPage: 'all', sort: 'name' } as const;

/** Refreshes the reads under these roots: what a change of one resource makes stale. */
export const refreshRoots = (queryClient: QueryClient, roots: readonly ResourceRoot[]) =>
  Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] }))).then(() => undefined);

/** The reads and the refresh a generic admin list and record need. */
export interface ResourceQueries<Row, Id extends RecordId> {
  root: ResourceRoot;
  // biome-ignore lint/suspicious/noExplicitAny: a paged read and a client-paged whole list fetch different shapes.
  list: (params: ListParams) => UseQueryOptions<any, Error, Page<Row>, readonly unknown[]>;
  record: (id: Id) => UseQueryOptions<Row, Error, Row, readonly unknown[]>;
  /** Refreshes every read the resource's change makes stale: its own and its dependents'. */
  changed: (queryClient: QueryClient) => Promise<void>;
}

/** A record's read: it takes the query's signal, so leaving the screen cancels it. */
interface Reads<Row, Id> {
  get: (id: Id, options: { signal: AbortSignal }) => Promise<Row>;
}

/** A resource the server pages (Laravel's paginator): the list is one page per params. */
export function pagedResource<Row, Id extends RecordId>(
  root: ResourceRoot,
  calls: Reads<Row, Id> & { list: (params: ListParams, options: { signal: AbortSignal }) => Promise<Page<Row>> },
  affects: readonly ResourceRoot[] = [],
) {
  const keys = keysOf(root);
  return {
    root,
    keys,
    list: (params: ListParams) =>
      queryOptions({
        queryKey: keys.list(params) as readonly unknown[],
        queryFn: ({ signal }) => calls.list(params, { signal }),
        // The rows of the last page stay (dimmed) while the next one loads.
        placeholderData: keepPreviousData,
      }),
    record: (id: Id) =>
      queryOptions({
        queryKey: keys.record(id) as readonly unknown[],
        queryFn: ({ signal }) => calls.get(id, { signal }),
      }),
    changed: (queryClient: QueryClient) => refreshRoots(queryClient, [root, ...affects]),
  };
}

/** A resource the server answers whole: one cached array; a list page is derived from it on the client. */
export function wholeResource<Row, Id extends RecordId>(
  root: ResourceRoot,
  calls: Reads<Row, Id> & { whole: (options: { signal: AbortSignal }) => Promise<Row[]> },
  paging: ClientPaging<Row>,
  affects: readonly ResourceRoot[] = [],
) {
  const keys = keysOf(root);
  const whole = queryOptions({
    queryKey: keys.whole as readonly unknown[],
    queryFn: ({ signal }) => calls.whole({ signal }),
  });
  return {
    root,
    keys,
    whole,
    list: (params: ListParams) =>
      queryOptions({ ...whole, select: (rows: Row[]): Page<Row> => clientPage(rows, params, paging) }),
    record: (id: Id) =>
      queryOptions({
        queryKey: keys.record(id) as readonly unknown[],
        queryFn: ({ signal }) => calls.get(id, { signal }),
      }),
    changed: (queryClient: QueryClient) => refreshRoots(queryClient, [root, ...affects]),
  };
}
