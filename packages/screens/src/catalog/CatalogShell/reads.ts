// What every page in the catalogue's shell reads around its screen (the menu, the wishlist badge), started with the
// visit. Keyed `<page>Shell`: the shell of the page list's `catalog` page.
import { categoriesQuery, wishlistQuery } from '../../queries/index.ts';
import type { PageReads } from '../../shared/routePrefetch.ts';

export default { catalogShell: () => [categoriesQuery, wishlistQuery] } satisfies PageReads;
