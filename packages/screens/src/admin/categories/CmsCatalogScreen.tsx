import { Heading, Inline, Link, Spinner, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { ProductGrid } from '../../catalog/index.ts';
import { useScreenEnvironment } from '../../environment/index.ts';
import { seasonalProductsQuery } from '../../queries/index.ts';
import { loadTexts, QueryState } from '../../shared/index.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { CategoryTreeState } from './CategoriesScreens.tsx';
import { CategoryOrder } from './CategoryOrder.tsx';
import { navChipCount } from './catalogRules.ts';

export function CmsCatalogScreen() {
  const { routes } = useScreenEnvironment();
  const can = useAreaActions('categories');
  return (
    <Stack gap="xl">
      <Inline align="between">
        <Heading level={1}>Catalog</Heading>
        <Link href={routes.catalog()} variant="standalone">
          Open the catalogue as customers see it
        </Link>
      </Inline>
      <Stack gap="sm" as="section" aria-labelledby="catalog-order">
        <Heading level={2} size="md" id="catalog-order">
          Categories in the navigation
        </Heading>
        <Text tone="muted">
          {`The catalogue lists the top-level categories in this order. Only the first ${navChipCount} appear as chips in the customer's navigation; the others are in its category menu.`}
        </Text>
        <CategoryTreeState>
          {(categories) =>
            categories.length === 0 ? (
              <Text tone="muted">No categories yet: the customer's navigation has no chips.</Text>
            ) : (
              <CategoryOrder
                label="Order of the top-level categories"
                categories={categories}
                canEdit={can.edit}
                chipCount={navChipCount}
              />
            )
          }
        </CategoryTreeState>
      </Stack>
      <Stack gap="sm" as="section" aria-labelledby="catalog-seasonal">
        <Heading level={2} size="md" id="catalog-seasonal">
          Seasonal products
        </Heading>
        <Text tone="muted">The newest pieces of the seasonal ranges, as the catalogue home shows them.</Text>
        <SeasonalProducts />
      </Stack>
    </Stack>
  );
}

function SeasonalProducts() {
  const seasonal = useQuery(seasonalProductsQuery);
  return (
    <QueryState
      query={seasonal}
      {...loadTexts('the seasonal products')}
      loading={<Spinner label="Loading the seasonal products" showLabel />}
      empty={{
        isEmpty: (products) => products.length === 0,
        content: <Text tone="muted">No seasonal products: the catalogue home shows no seasonal row.</Text>,
      }}
    >
      {(products) => <ProductGrid products={products} label="Seasonal products" />}
    </QueryState>
  );
}
