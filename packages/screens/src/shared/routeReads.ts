// What a route's screen reads first, so the app can start those calls the moment a visit starts, beside the
// screen's code, instead of after it (issue 28 §6: code, then ~300 ms later the data). Each read is the very
// `queryOptions` the screen then uses, so the screen finds it in the cache (or in flight) under the same key.
// Light on purpose: the app's entry imports this, so only query modules, no screens; the admin's reads are
// `@factory/screens/admin/reads`, loaded with a visit to the admin.
import type { FetchQueryOptions } from '@tanstack/react-query';
import {
  categoriesQuery,
  categoryQuery,
  myDocumentsQuery,
  productQuery,
  profileQuery,
  seasonalProductsQuery,
  wishlistQuery,
} from '../queries/index.ts';
import { routeId } from './params.ts';

/** Where a visit goes: the address's `:id` and its query string. */
export interface RouteAt {
  id?: string;
  search: URLSearchParams;
}

// biome-ignore lint/suspicious/noExplicitAny: reads of every resource, whatever their data types.
export type RouteRead = FetchQueryOptions<any, any, any, any>;
export type RouteReads = (at: RouteAt) => readonly RouteRead[];

/** The catalogue's screens by name; `shell` is what every catalogue page shows around its screen. */
export const catalogReads = {
  shell: () => [categoriesQuery, wishlistQuery],
  home: () => [seasonalProductsQuery],
  category: ({ id }) => {
    const category = routeId(id);
    return category === null ? [] : [categoryQuery(category)];
  },
  product: ({ id }) => (id ? [productQuery(id)] : []),
  wishlist: () => [wishlistQuery],
  profileInfo: () => [profileQuery],
  documents: () => [myDocumentsQuery],
} satisfies Record<string, RouteReads>;
