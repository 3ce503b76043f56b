import type { Product } from '@factory/api';
import { DescriptionList, Link, Stack } from '@factory/ui';
import { useScreenEnvironment } from '../../environment/index.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { ResourceRecordScreen } from '../generic/ResourceRecordScreen.tsx';
import { ProductImages } from './ProductImages.tsx';
import { productsResource } from './productsResource.tsx';

/** `/admin/product-item/{id}`: every field of the product, its images, filters and wishlist rules; `/new` creates. */
export function AdminProductScreen() {
  return (
    <ResourceRecordScreen resource={productsResource} details={(product) => <ProductDetails product={product} />} />
  );
}

/** The designed, read-only parts of a product: its dimensions text, components and variants. */
function ProductFacts({ product }: { product: Product }) {
  const { routes } = useScreenEnvironment();
  return (
    <DescriptionList
      items={[
        { term: 'Dimensions', description: product.product_dimensions ?? 'Not measured yet' },
        {
          term: 'Components',
          description:
            product.components.length === 0
              ? 'None'
              : product.components.map((c) => `${c.title} × ${c.qty}`).join(', '),
        },
        {
          term: 'Variants',
          description:
            product.variants.length === 0 ? (
              'None'
            ) : (
              <Stack gap="xxs" as="ul">
                {product.variants.map((variant) => (
                  <li key={variant.id}>
                    <Link href={routes.admin('product-item', variant.id)}>{`${variant.id} ${variant.title}`}</Link>
                  </li>
                ))}
              </Stack>
            ),
        },
      ]}
    />
  );
}

/**
 * The product's parts below its form: facts to read, and its images, whose uploads, moves and deletes act at once
 * (files cannot wait for a Save) and say so in their section.
 */
function ProductDetails({ product }: { product: Product }) {
  const can = useAreaActions('product-item');
  return (
    <>
      <ProductFacts product={product} />
      <ProductImages product={product} canEdit={can.edit} />
    </>
  );
}
