// A category page's first reads, started with the visit; keyed by the page's name in the app's page list.
import { recordId } from '@factory/api';
import { categoryQuery, productsQuery } from '../../queries/index.ts';
import type { PageReads } from '../../shared/routePrefetch.ts';
import { listQuery, readListState } from '../ProductListing/listState.ts';

export default {
  /** The category and its first listed page, as the address asks (sub-category, filters, sort, page). */
  category: ({ id, search }) => {
    const category = recordId(id);
    if (category === null) return [];
    return [categoryQuery(category), productsQuery(listQuery(readListState(search), { categoryId: category }))];
  },
} satisfies PageReads;
