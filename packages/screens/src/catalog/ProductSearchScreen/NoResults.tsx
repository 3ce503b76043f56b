import { Heading, Inline, RoutedLink, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useScreenEnvironment } from '../../environment/index.ts';
import { productSuggestionsQuery } from '../../queries/index.ts';
import { QueryState } from '../../shared/index.ts';
import { MarkedText } from '../parts/MarkedText.tsx';
import { resultsSummary } from './searchLogic.ts';

/**
 * Nothing holds every word: the nearest categories and products (any word, typos forgiven) instead, so the buyer
 * has somewhere to go; the categories when nothing is near.
 */
export function NoResults({ q }: { q: string }) {
  const { routes } = useScreenEnvironment();
  const nearest = useQuery({ ...productSuggestionsQuery(q), enabled: q !== '' });
  const browse = <RoutedLink href={routes.catalog()}>Browse the categories instead</RoutedLink>;
  if (q === '') return browse;
  return (
    <Stack gap="md" align="start">
      <Text weight="bold">{resultsSummary(0, q)}</Text>
      <QueryState
        query={nearest}
        loadingLabel="Looking for the nearest products"
        errorTitle="We could not look further"
      >
        {(found) =>
          found.products.length === 0 && found.categories.length === 0 ? (
            <Stack gap="sm" align="start">
              <Text tone="muted">Nothing in the catalogue comes close to these words.</Text>
              {browse}
            </Stack>
          ) : (
            <Stack gap="md" align="start">
              <Text tone="muted">No product holds every word; these come closest.</Text>
              {found.categories.length > 0 && (
                <nav aria-labelledby="nearest-categories">
                  <Stack gap="xs">
                    <Heading level={2} size="sm" id="nearest-categories">
                      Nearest categories
                    </Heading>
                    <Inline gap="md">
                      {found.categories.map((category) => (
                        <RoutedLink key={category.id} href={routes.category(category.id)}>
                          {category.title}
                        </RoutedLink>
                      ))}
                    </Inline>
                  </Stack>
                </nav>
              )}
              {found.products.length > 0 && (
                <section aria-labelledby="nearest-products">
                  <Stack gap="xs">
                    <Heading level={2} size="sm" id="nearest-products">
                      Nearest products
                    </Heading>
                    <Stack as="ul" gap="xs">
                      {found.products.map((product) => (
                        <li key={product.id}>
                          <RoutedLink href={routes.product(product.id)}>
                            <MarkedText text={product.title} matchedWords={found.matched_words} />
                          </RoutedLink>{' '}
                          <Text as="span" size="sm" tone="muted">
                            {product.id}
                          </Text>
                        </li>
                      ))}
                    </Stack>
                  </Stack>
                </section>
              )}
              {browse}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
