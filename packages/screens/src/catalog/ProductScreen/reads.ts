// A product page's first read, started with the visit; keyed by the page's name in the app's page list.
import { productQuery } from '../../queries/index.ts';
import type { PageReads } from '../../shared/routePrefetch.ts';

export default { product: ({ id }) => (id ? [productQuery(id)] : []) } satisfies PageReads;
