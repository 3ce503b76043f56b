// What a route's screen reads first, so the app can start those calls the moment a visit starts, beside the
// screen's code, instead of after it (code, then ~300 ms later the data). Each read is the very
// `queryOptions` the screen then uses, so the screen finds it in the cache (or in flight) under the same key.
// Each area states its own (a catalogue page's folder's reads.ts, `@factory/screens/admin/reads`), light on purpose:
// only query modules and the screens' address parsing, so the app can load them before the screens.
import type { FetchQueryOptions } from '@tanstack/react-query';

/** Where a visit goes: the address's `:id` and its query string. */
export interface RouteAt {
  id?: string;
  search: URLSearchParams;
}

// biome-ignore lint/suspicious/noExplicitAny: reads of every resource, whatever their data types.
export type RouteRead = FetchQueryOptions<any, any, any, any>;
export type RouteReads = (at: RouteAt) => readonly RouteRead[];
/** A screen folder's reads.ts: the reads of each page it holds, by the page's name in the app's page list. */
export type PageReads = Record<string, RouteReads>;
