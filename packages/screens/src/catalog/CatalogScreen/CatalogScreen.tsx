import { type Category, thumbnailUrl } from '@factory/api';
import { Heading, LazyImage, LinkCard, Stack, Text, Tiles } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { accessQuery, categoriesQuery, seasonalProductsQuery } from '../../queries/index.ts';
import { HydratesApart, QueryState, useCurrentUser } from '../../shared/index.ts';
import { loadWhileHere, preload } from '../../shared/moduleLoad.ts';
import { AccessNote } from '../parts/AccessNote.tsx';
import { productColumns } from '../parts/ProductGrid.tsx';

// The seasonal carousel shows below the categories, once they and the seasonal products have come: its code (the
// Scroller, 1.5 KB gzip) is fetched beside the data after the page's first paint instead of before it.
const loadSeasonalProducts = loadWhileHere(() => import('./SeasonalProducts.tsx'));
const SeasonalProducts = lazy(async () => ({ default: (await loadSeasonalProducts()).SeasonalProducts }));

/**
 * The catalogue's start page: a welcome, which ranges a restricted account shows and whom to ask, every category as a
 * card, and the seasonal products.
 */
export function CatalogScreen() {
  const user = useCurrentUser();
  // One of the home's route reads (routeReads.ts): read on the server with the page, so the browser takes it over as is.
  const access = useQuery(accessQuery).data;
  const categories = useQuery(categoriesQuery);
  const seasonal = useQuery(seasonalProductsQuery);
  const name = user.data?.name;
  useEffect(() => preload(loadSeasonalProducts), []);
  return (
    <Stack gap="xxl">
      <Stack gap="xs">
        <Heading level={1}>{name ? `Welcome, ${name}` : 'Welcome'}</Heading>
        <Text tone="muted">Browse our ranges by category, or search for a product by name or code.</Text>
      </Stack>
      {access && <AccessNote access={access} />}
      <section aria-labelledby="catalog-categories">
        <Stack gap="lg">
          <Heading level={2} id="catalog-categories">
            Categories
          </Heading>
          <QueryState
            query={categories}
            loadingLabel="Loading the categories"
            errorTitle="We could not load the categories"
          >
            {(list) =>
              list.length === 0 ? (
                <Text tone="muted">There are no categories in the catalogue yet.</Text>
              ) : (
                <HydratesApart>
                  <CategoryCards categories={list} />
                </HydratesApart>
              )
            }
          </QueryState>
        </Stack>
      </section>
      {/* Not a labelled section: the carousel inside is already the "Seasonal products" region. Shown once the
          categories have come (or failed): below their loading indicator it would be pushed down a whole list of
          cards when they arrive, the page's one layout shift (0.15 on a phone). */}
      {!categories.isPending && (
        <Stack gap="lg">
          <Heading level={2}>Seasonal products</Heading>
          <QueryState
            query={seasonal}
            loadingLabel="Loading the seasonal products"
            errorTitle="We could not load the seasonal products"
          >
            {(products) =>
              products.length === 0 ? (
                <Text tone="muted">No seasonal products at the moment.</Text>
              ) : (
                <Suspense fallback={null}>
                  <SeasonalProducts products={products} />
                </Suspense>
              )
            }
          </QueryState>
        </Stack>
      )}
    </Stack>
  );
}

function CategoryCards({ categories }: { categories: readonly Category[] }) {
  const { routes } = useScreenEnvironment();
  return (
    <Tiles as="ul" aria-label="Categories" columns={productColumns} gap={{ mobile: 'sm', tablet: 'lg' }}>
      {categories.map((category, index) => (
        <li key={category.id}>
          <LinkCard
            title={category.title}
            href={routes.category(category.id)}
            // The first row is on screen at once (the page's largest paint): no wait for the intersection observer.
            media={
              <LazyImage
                src={category.img && thumbnailUrl(category.img)}
                alt=""
                aspectRatio={4 / 3}
                eager={index < productColumns.desktop}
              />
            }
          >
            {category.description}
          </LinkCard>
        </li>
      ))}
    </Tiles>
  );
}
