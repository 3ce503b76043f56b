import type { Page, Product } from '@factory/api';
import { Heading, Link, Pagination, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { productsQuery } from '../../queries/index.ts';
import { pageParam, QueryState } from '../../shared/index.ts';
import { ProductGrid } from '../parts/ProductGrid.tsx';
import * as styles from './ProductSearchScreen.css.ts';
import { pageSlots, resultsSummary } from './searchLogic.ts';

/** Search results (`products?q=`), one page at a time (`&page=`), paginated as the API's `meta` says. */
export function ProductSearchScreen() {
  const [searchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const page = pageParam(searchParams.get('page'));
  const results = useQuery(productsQuery({ q: q || undefined, page }));
  return (
    <Stack gap="xl">
      <Heading level={1}>{q ? 'Search results' : 'All products'}</Heading>
      <QueryState query={results} loadingLabel="Searching the catalogue" errorTitle="We could not search the catalogue">
        {(found) => (found.total === 0 ? <NoResults q={q} /> : <Results q={q} found={found} />)}
      </QueryState>
    </Stack>
  );
}

function NoResults({ q }: { q: string }) {
  const { routes } = useScreenEnvironment();
  return (
    <Stack gap="sm" align="start">
      <Text weight="bold">{resultsSummary(0, q)}</Text>
      <Text tone="muted">Try a shorter word, a product code, or another spelling.</Text>
      <Link href={routes.catalog()}>Browse the categories instead</Link>
    </Stack>
  );
}

// The server's pager reads "« Previous" and "Next »"; the page keeps those words.
const laravelArrows = { previous: '« Previous', next: 'Next »' };

function Results({ q, found }: { q: string; found: Page<Product> }) {
  const { routes } = useScreenEnvironment();
  return (
    <Stack gap="lg">
      {/* Announced when a new search or page has loaded. */}
      <p role="status" className={styles.summary}>
        {resultsSummary(found.total, q)}
        {found.lastPage > 1 && ` · page ${found.currentPage} of ${found.lastPage}`}
      </p>
      <ProductGrid products={found.items} label="Products found" headingLevel={2} />
      <Pagination
        label="Pages of results"
        page={found.currentPage}
        pageCount={found.lastPage}
        pages={pageSlots(found.links)}
        hrefOf={(page) => routes.products(q, page)}
        labels={laravelArrows}
      />
    </Stack>
  );
}
