import { Heading, RoutedLink, Stack, Text } from '@factory/ui';
import { useSearchParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { ProductListing } from '../ProductListing/ProductListing.tsx';
import { resultsSummary } from './searchLogic.ts';

/** Search results (`products?q=`), a page at a time with filters and a sort, all in the address. */
export function ProductSearchScreen() {
  const [searchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  return (
    <Stack gap="xl">
      <Heading level={1}>{q ? `Search results for “${q}”` : 'All products'}</Heading>
      {/* Keyed by the search: a new search starts with its own list, not the last one's page. */}
      <ProductListing
        key={q}
        scope={{ q }}
        label="Products found"
        headingLevel={2}
        empty={<NoResults q={q} />}
        loadingLabel="Searching the catalogue"
        errorTitle="We could not search the catalogue"
      />
    </Stack>
  );
}

function NoResults({ q }: { q: string }) {
  const { routes } = useScreenEnvironment();
  return (
    <Stack gap="sm" align="start">
      <Text weight="bold">{resultsSummary(0, q)}</Text>
      <Text tone="muted">Try a shorter word, a product code, or another spelling.</Text>
      <RoutedLink href={routes.catalog()}>Browse the categories instead</RoutedLink>
    </Stack>
  );
}
