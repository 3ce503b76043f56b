// The catalogue home's first reads, started with the visit; keyed by the page's name in the app's page list.
import { accessQuery, seasonalProductsQuery } from '../../queries/index.ts';
import type { PageReads } from '../../shared/routePrefetch.ts';

export default {
  /** The seasonal products, and the ranges a restricted account shows (its note is drawn with the page). */
  catalog: () => [seasonalProductsQuery, accessQuery],
} satisfies PageReads;
