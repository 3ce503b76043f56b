import { ResourceListScreen } from '../generic/ResourceListScreen.tsx';
import { productsResource } from './productsResource.tsx';

/** `/admin/product-item`: every product, paged, searched and sorted by the server; moved in the catalogue order. */
export function ProductsScreen() {
  return <ResourceListScreen resource={productsResource} />;
}
