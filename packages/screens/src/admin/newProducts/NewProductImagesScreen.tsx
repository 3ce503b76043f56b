// `/admin/new-products-images`: the images uploaded through verification links, by product.
import { type NewProductImageRow, thumbnailUrl } from '@factory/api';
import { Heading, LazyImage, Stack, Text, Tiles } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { newProductImagesQuery } from '../../queries/index.ts';
import { QueryState } from '../../shared/index.ts';
import { StateTag } from './StateTag.tsx';

interface ProductImages {
  id: number;
  title: string;
  productId: string;
  state: NewProductImageRow['state'];
  images: NewProductImageRow[];
}

/** The rows grouped by temp product, in the server's order (newest product first). */
function groupByProduct(rows: readonly NewProductImageRow[]): ProductImages[] {
  const groups = new Map<number, ProductImages>();
  for (const row of rows) {
    const group = groups.get(row.temp_product_id) ?? {
      id: row.temp_product_id,
      title: row.title || row.product_id || `New product ${row.temp_product_id}`,
      productId: row.product_id,
      state: row.state,
      images: [],
    };
    group.images.push(row);
    groups.set(row.temp_product_id, group);
  }
  return [...groups.values()];
}

function ProductImageGroup({ group }: { group: ProductImages }) {
  const headingId = `new-product-images-${group.id}`;
  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <Stack gap="xxs">
        <Heading level={2} id={headingId}>
          {group.title}
        </Heading>
        <Text tone="muted">
          {`${group.productId || 'No product ID yet'} · ${group.images.length} ${group.images.length === 1 ? 'image' : 'images'} · `}
          <StateTag state={group.state} />
        </Text>
      </Stack>
      <Tiles as="ul" minItemWidth={140} gap="md" aria-label={`Images of ${group.title}`}>
        {group.images.map((image, index) => (
          <li key={image.id}>
            <LazyImage
              src={thumbnailUrl(image.url)}
              alt={`${group.title}, image ${index + 1}`}
              aspectRatio={1}
              fit="cover"
            />
          </li>
        ))}
      </Tiles>
    </Stack>
  );
}

/** `/admin/new-products-images`: every image of the new products, grouped by product, with its state. */
export function NewProductImagesScreen() {
  const query = useQuery(newProductImagesQuery);
  return (
    <Stack gap="lg">
      <Heading level={1}>New products: images</Heading>
      <Text tone="muted">The images invited persons uploaded through verification links, newest product first.</Text>
      <QueryState
        query={query}
        loadingLabel="Loading the images"
        errorTitle="We could not load the images"
        forbiddenTitle="You don’t have access to the images of new products"
        empty={{ isEmpty: (rows) => rows.length === 0, content: <Text>No images of new products yet.</Text> }}
      >
        {(rows) => groupByProduct(rows).map((group) => <ProductImageGroup key={group.id} group={group} />)}
      </QueryState>
    </Stack>
  );
}
