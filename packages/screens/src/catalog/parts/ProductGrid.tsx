import { type Product, thumbnailUrl } from '@factory/api';
import { LazyImage, LinkCard, Text, Tiles } from '@factory/ui';
import type { ReactNode } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { formatDimensions } from '../../shared/format.ts';
import { coverImage } from './coverImage.ts';

interface ProductCardProps {
  /**
   * The product to show: its first picture (600x600 thumbnail), title, its own code (the variant's) and its size
   * (H × W × L in metres), what a buyer chooses by.
   */
  product: Product;
  /** Heading level of the title, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Loads its picture at once, not when near the viewport: for the first row, always on screen. */
  eager?: boolean;
  /** Draws the title (a search marks its matched words); the title as it is by default. */
  titleOf?: (title: string) => ReactNode;
  /** Actions under the card (its Compare toggle); they keep their own clicks. */
  footer?: ReactNode;
}

/** A link card to a product page. */
export function ProductCard({ product, headingLevel = 3, eager = false, titleOf, footer }: ProductCardProps) {
  const { routes } = useScreenEnvironment();
  const image = coverImage(product.images);
  const size = formatDimensions(product);
  return (
    <LinkCard
      title={titleOf ? titleOf(product.title) : product.title}
      headingLevel={headingLevel}
      href={routes.product(product.id)}
      // The title names the card; the picture adds nothing a screen reader needs.
      media={<LazyImage src={image && thumbnailUrl(image)} alt="" aspectRatio={1} eager={eager} />}
      footer={footer}
    >
      <Text size="sm" tone="muted">
        {product.id}
      </Text>
      {size && <Text size="sm">{size}</Text>}
    </LinkCard>
  );
}

/** The grid of cards on every catalogue page (docs/decisions.md). */
export const productColumns = { mobile: 2, tablet: 3, desktop: 4 } as const;

interface ProductGridProps {
  /** The products, in the order shown. */
  products: readonly Product[];
  /** Names the list ("Products in Lighting"). */
  label: string;
  /** Heading level of each card's title. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Draws each title (a search marks its matched words). */
  titleOf?: (title: string) => ReactNode;
  /**
   * Actions under each card (the listing's Compare toggle). Passed in, not imported here: the catalogue home's first
   * load reads this module for its columns and does without them.
   */
  footerOf?: (product: Product) => ReactNode;
}

/** Product cards in a responsive grid, as a list: two columns on a phone, more as the screen grows. */
export function ProductGrid({ products, label, headingLevel, titleOf, footerOf }: ProductGridProps) {
  return (
    <Tiles as="ul" aria-label={label} columns={productColumns} gap={{ mobile: 'sm', tablet: 'lg' }}>
      {products.map((product, index) => (
        <li key={product.id}>
          {/* The first row (at the widest, 4) is on screen at once: its pictures (the page's largest paint) need not
              wait for the intersection observer. */}
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            eager={index < productColumns.desktop}
            titleOf={titleOf}
            footer={footerOf?.(product)}
          />
        </li>
      ))}
    </Tiles>
  );
}
