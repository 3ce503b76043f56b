// The wishlist page's first read, started with the visit; keyed by the page's name in the app's page list.
import { wishlistQuery } from '../../queries/index.ts';
import type { PageReads } from '../../shared/routePrefetch.ts';

export default { wishlist: () => [wishlistQuery] } satisfies PageReads;
