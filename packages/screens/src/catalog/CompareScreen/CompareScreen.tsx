import { type Product, type ProductId, thumbnailUrl } from '@factory/api';
import { Heading, LazyImage, NativeButton, RoutedLink, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { compareProductsQuery } from '../../queries/index.ts';
import { formatDimensions, formatMeasure, QueryState } from '../../shared/index.ts';
import { readCompareIds, writeCompareIds } from '../parts/compareLogic.ts';
import { coverImage } from '../parts/coverImage.ts';
import * as styles from './CompareScreen.css.ts';

/**
 * Products side by side (`compare?ids=` their codes, up to four): picture, code, dimensions, weights, volume and
 * categories, one column each, the measures' names kept in view when four scroll sideways on a phone. Removing one
 * changes the address, so a shared link shows what the buyer saw.
 */
export function CompareScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = readCompareIds(searchParams.get('ids'));
  // Not useQueries: it would join the catalogue's first load, as the React Query code is one shared chunk.
  const products = useQuery({ ...compareProductsQuery(ids), enabled: ids.length > 0 });
  const remove = (id: ProductId) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        const text = writeCompareIds(ids.filter((shown) => shown !== id));
        if (text === null) params.delete('ids');
        else params.set('ids', text);
        return params;
      },
      { replace: true },
    );
  return (
    <Stack gap="xl">
      <Heading level={1}>Compare products</Heading>
      {ids.length === 0 ? (
        <NothingToCompare />
      ) : (
        <QueryState query={products} loadingLabel="Loading the products" errorTitle="We could not load the products">
          {(loaded) => (
            <Stack gap="md">
              {loaded.length === 1 && (
                <Text tone="muted">Add another product from a category or your wishlist to compare it with.</Text>
              )}
              <CompareTable products={loaded} remove={remove} />
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}

function NothingToCompare() {
  const { routes } = useScreenEnvironment();
  return (
    <Stack gap="sm" align="start">
      <Text weight="bold">No products to compare yet.</Text>
      <Text tone="muted">Press Compare on two to four products of a category, a search or your wishlist.</Text>
      <RoutedLink href={routes.catalog()}>Browse the catalogue</RoutedLink>
    </Stack>
  );
}

/** What a compared product shows, row by row; an unknown measure reads "Not given". */
const rows: { name: string; value: (product: Product) => string | null }[] = [
  { name: 'Code', value: (product) => product.id },
  { name: 'Dimensions', value: formatDimensions },
  { name: 'Net weight', value: (product) => formatMeasure(product.weight_net, 'kg') },
  { name: 'Gross weight', value: (product) => formatMeasure(product.weight_gross, 'kg') },
  { name: 'Volume', value: (product) => formatMeasure(product.volume, 'm³') },
  { name: 'Categories', value: (product) => product.categories.map((category) => category.title).join(', ') || null },
];

function CompareTable({ products, remove }: { products: readonly Product[]; remove: (id: ProductId) => void }) {
  const { routes } = useScreenEnvironment();
  return (
    // A region that can take focus: a keyboard scrolls it sideways when four products are wider than the screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section aria-labelledby="compare-caption" tabIndex={0} className={styles.scroller}>
      {/* Each product's column at least 7.5rem (two fit a 390 px phone, more scroll) and at most 20rem (side by side
          on a laptop, not across it). */}
      <table
        className={styles.table}
        style={{ minWidth: `${7 + products.length * 7.5}rem`, maxWidth: `${7 + products.length * 20}rem` }}
      >
        <caption id="compare-caption" className={styles.caption}>
          {products.length === 1 ? '1 product' : `${products.length} products side by side`}
        </caption>
        <thead>
          <tr>
            <td className={styles.rowHeader} />
            {products.map((product) => (
              <th key={product.id} scope="col" className={styles.productCell}>
                <Stack gap="xs" align="start">
                  <RoutedLink href={routes.product(product.id)} variant="standalone">
                    {product.title}
                  </RoutedLink>
                  <NativeButton
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${product.title} from the comparison`}
                    onClick={() => remove(product.id)}
                  >
                    Remove
                  </NativeButton>
                </Stack>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className={styles.rowHeader}>
              Picture
            </th>
            {products.map((product) => {
              const image = coverImage(product.images);
              return (
                <td key={product.id} className={styles.productCell}>
                  {/* The column's heading names the product; the picture adds nothing a screen reader needs. */}
                  <LazyImage
                    src={image && thumbnailUrl(image)}
                    alt=""
                    aspectRatio={1}
                    eager
                    className={styles.picture}
                  />
                </td>
              );
            })}
          </tr>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className={styles.rowHeader}>
                {row.name}
              </th>
              {products.map((product) => (
                <td key={product.id} className={styles.productCell}>
                  {row.value(product) ?? 'Not given'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
