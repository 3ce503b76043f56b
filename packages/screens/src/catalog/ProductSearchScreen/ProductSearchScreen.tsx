import { Heading, Stack } from '@factory/ui';
import { useSearchParams } from 'react-router-dom';
import { ProductListing } from '../ProductListing/ProductListing.tsx';
import { MarkedText } from '../parts/MarkedText.tsx';
import { NoResults } from './NoResults.tsx';

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
        titleOf={(title, page) => <MarkedText text={title} matchedWords={page.matchedWords} />}
        loadingLabel="Searching the catalogue"
        errorTitle="We could not search the catalogue"
      />
    </Stack>
  );
}
