import type { Product } from '@factory/api';
import { type Breakpoint, breakpointQuery, Scroller } from '@factory/ui';
import { useSyncExternalStore } from 'react';
import { ProductCard } from '../parts/ProductGrid.tsx';

/** Cards in view at once: two on a phone (four were 80 px wide, their codes on four lines), as the product grid. */
const slidesAt = { mobile: 2, tablet: 3, desktop: 4 } as const satisfies Record<Breakpoint, number>;

const queries = { tablet: breakpointQuery('tablet'), desktop: breakpointQuery('desktop') };

function widestBreakpoint(): Breakpoint {
  if (window.matchMedia(queries.desktop).matches) return 'desktop';
  return window.matchMedia(queries.tablet).matches ? 'tablet' : 'mobile';
}

function onBreakpointChange(change: () => void) {
  const lists = Object.values(queries).map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', change);
  return () => {
    for (const list of lists) list.removeEventListener('change', change);
  };
}

/** The catalogue home's seasonal products: a carousel of product cards, two to four in view by the screen's width. */
export function SeasonalProducts({ products }: { products: readonly Product[] }) {
  // The server draws the phone's two (the carousel comes after the first paint, so it is rarely drawn there).
  const breakpoint = useSyncExternalStore(onBreakpointChange, widestBreakpoint, () => 'mobile' as const);
  return (
    <Scroller label="Seasonal products" slidesPerView={slidesAt[breakpoint]}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </Scroller>
  );
}
