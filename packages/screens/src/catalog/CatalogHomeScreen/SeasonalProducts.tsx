import type { Product } from '@factory/api';
import { Scroller } from '@factory/ui';
import { ProductCard } from '../parts/ProductGrid.tsx';

/** The catalogue home's seasonal products: a carousel of product cards, four at a time on a wide screen. */
export function SeasonalProducts({ products }: { products: readonly Product[] }) {
  return (
    <Scroller label="Seasonal products" slidesPerView={4}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </Scroller>
  );
}
