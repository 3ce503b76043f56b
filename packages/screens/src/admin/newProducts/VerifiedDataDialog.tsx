// What the invited person entered for a verified new product, read-only in a dialog.
import { type NewProductRow, type TempProduct, thumbnailUrl } from '@factory/api';
import { DescriptionList, Dialog, Heading, LazyImage, Stack, Tiles } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { tempProductQuery } from '../../queries/index.ts';
import { formatDate, formatMeasure, QueryState } from '../../shared/index.ts';
import * as styles from './newProducts.css.ts';
import { newProductName } from './newProductsLogic.ts';

/** What the invited person entered, read-only. */
function VerifiedData({ temp }: { temp: TempProduct }) {
  return (
    <Stack gap="lg">
      <DescriptionList
        layout="columns"
        aria-label="Verified information"
        items={[
          { term: 'Product ID', description: temp.product_id || '—' },
          { term: 'Parent code', description: temp.parent_code || '—' },
          { term: 'Title', description: temp.title || '—' },
          { term: 'Description', description: temp.description ?? '—' },
          {
            term: 'Dimensions (L × W × H)',
            description: `${formatMeasure(temp.dimension_length, 'cm') ?? '—'} × ${formatMeasure(temp.dimension_width, 'cm') ?? '—'} × ${formatMeasure(temp.dimension_height, 'cm') ?? '—'}`,
          },
          { term: 'Volume', description: formatMeasure(temp.volume, 'm³') ?? '—' },
          { term: 'Net weight', description: formatMeasure(temp.weight_net, 'kg') ?? '—' },
          { term: 'Gross weight', description: formatMeasure(temp.weight_gross, 'kg') ?? '—' },
          { term: 'Categories', description: temp.categories.map((c) => c.title).join(', ') || '—' },
          { term: 'Verified on', description: formatDate(temp.verified_at ?? null) ?? '—' },
        ]}
      />
      <Stack gap="sm">
        <Heading level={3}>{`Images (${temp.images.length})`}</Heading>
        <Tiles as="ul" minItemWidth={120} gap="md" aria-label="Verified images">
          {temp.images.map((image, index) => (
            <li key={image.id} className={styles.thumbnail}>
              <LazyImage
                src={thumbnailUrl(image.url)}
                alt={`${temp.title}, image ${index + 1}`}
                aspectRatio={1}
                fit="cover"
              />
            </li>
          ))}
        </Tiles>
      </Stack>
    </Stack>
  );
}

function VerifiedDataBody({ row }: { row: NewProductRow }) {
  const query = useQuery(tempProductQuery(row.token));
  return (
    <QueryState query={query} loadingLabel="Loading the verified data" errorTitle="We could not load the verified data">
      {(temp) => <VerifiedData temp={temp} />}
    </QueryState>
  );
}

/** What the invited person entered, in a dialog opened from the row's Open data. */
export function VerifiedDataDialog({ row, close }: { row: NewProductRow; close: () => void }) {
  return (
    <Dialog
      title={`Verified data of ${newProductName(row)}`}
      size="lg"
      isOpen
      onOpenChange={(open) => !open && close()}
    >
      <VerifiedDataBody row={row} />
    </Dialog>
  );
}
