// The catalogue's route reads (see shared/routePrefetch.ts): what each of its screens reads first, from the address.
// In the app's first load, so only query modules and the listing's address parsing.

import { recordId } from '@factory/api';
import {
  accessQuery,
  categoriesQuery,
  categoryQuery,
  compareProductsQuery,
  myDocumentsQuery,
  productQuery,
  productsQuery,
  profileQuery,
  seasonalProductsQuery,
  wishlistQuery,
} from '../queries/index.ts';
import type { RouteReads } from '../shared/routePrefetch.ts';
import { listQuery, readListState } from './ProductListing/listState.ts';
import { readCompareIds } from './parts/compareLogic.ts';

/** The catalogue's screens by name; `shell` is what every catalogue page shows around its screen. */
export const catalogReads = {
  shell: () => [categoriesQuery, wishlistQuery],
  /** The seasonal products, and the ranges a restricted account shows (its note is drawn with the page). */
  home: () => [seasonalProductsQuery, accessQuery],
  /** The category and its first listed page, as the address asks (sub-category, filters, sort, page). */
  category: ({ id, search }) => {
    const category = recordId(id);
    if (category === null) return [];
    return [categoryQuery(category), productsQuery(listQuery(readListState(search), { categoryId: category }))];
  },
  /** The search's page of results, as the address asks. */
  search: ({ search }) => [productsQuery(listQuery(readListState(search), { q: (search.get('q') ?? '').trim() }))],
  product: ({ id }) => (id ? [productQuery(id)] : []),
  wishlist: () => [wishlistQuery],
  /** Each product compared (`?ids=`). */
  compare: ({ search }) => {
    const ids = readCompareIds(search.get('ids'));
    return ids.length > 0 ? [compareProductsQuery(ids)] : [];
  },
  profileInfo: () => [profileQuery],
  documents: () => [myDocumentsQuery],
} satisfies Record<string, RouteReads>;
