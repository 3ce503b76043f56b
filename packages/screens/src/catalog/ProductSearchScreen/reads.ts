// The search page's first reads, started with the visit; keyed by the page's name in the app's page list.
import { productsQuery } from '../../queries/index.ts';
import type { PageReads } from '../../shared/routePrefetch.ts';
import { listQuery, readListState } from '../ProductListing/listState.ts';

export default {
  /** The search's page of results, as the address asks. */
  productSearch: ({ search }) => [
    productsQuery(listQuery(readListState(search), { q: (search.get('q') ?? '').trim() })),
  ],
} satisfies PageReads;
