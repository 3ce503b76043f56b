import type { ProductId } from '@factory/api';
import type { ScreenRoutes } from '../environment/index.ts';

/**
 * The link to a product page. Product ids are text codes (`FG-DINO-001`), while `ScreenRoutes.product` is typed
 * with a number; the app's builder accepts both, so the code passes through unchanged (reported to the lead).
 */
export const productHref = (routes: Pick<ScreenRoutes, 'product'>, id: ProductId) =>
  routes.product(id as unknown as number);
