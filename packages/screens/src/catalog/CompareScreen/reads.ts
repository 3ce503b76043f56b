// The compare page's first read, started with the visit; keyed by the page's name in the app's page list.
import { compareProductsQuery } from '../../queries/index.ts';
import type { PageReads } from '../../shared/routePrefetch.ts';
import { readCompareIds } from '../parts/compareLogic.ts';

export default {
  /** Each product compared (`?ids=`). */
  compare: ({ search }) => {
    const ids = readCompareIds(search.get('ids'));
    return ids.length > 0 ? [compareProductsQuery(ids)] : [];
  },
} satisfies PageReads;
