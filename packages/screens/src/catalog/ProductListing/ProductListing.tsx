import type { Category, ProductFacets, ProductPage, ProductQuery } from '@factory/api';
import {
  Columns,
  Disclosure,
  Heading,
  NativeButton,
  NativeCheckboxGroup,
  NativeSelect,
  Pagination,
  PillNav,
  Stack,
  Text,
} from '@factory/ui';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { productsQuery } from '../../queries/index.ts';
import { HydratesApart, QueryState } from '../../shared/index.ts';
import { CompareBar, CompareToggle, useCompareSelection } from '../parts/Compare.tsx';
import { ProductGrid } from '../parts/ProductGrid.tsx';
import {
  type CatalogSort,
  catalogSorts,
  facetLabel,
  heightOptions,
  isFiltered,
  type ListState,
  listQuery,
  offeredFilters,
  pageSlots,
  readListState,
  resultRange,
  withChoices,
  withHeights,
  withoutFilters,
  withPage,
  withSort,
  withSub,
  writeListState,
} from './listState.ts';
import * as styles from './ProductListing.css.ts';

interface ProductListingProps {
  /** What is listed: a category page (with its sub-categories as chips) or a search. */
  scope: { category: Category } | { q: string };
  /** Names the list of cards ("Products in Dinosaurs"). */
  label: string;
  /** Heading level of each card's title. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Shown when nothing is listed and no filter is chosen. */
  empty: ReactNode;
  /** The loading indicator's name. Default "Loading the products". */
  loadingLabel?: string;
  /** The title of the error with Retry. Default "We could not load the products". */
  errorTitle?: string;
  /** Draws a card's title from the page shown (the search marks the words it matched). */
  titleOf?: (title: string, page: ProductPage) => ReactNode;
}

/**
 * A server-paged list of products, 24 a page: sub-category chips, filters and a height range with their counts, a
 * sort, the range shown ("1–24 of 1,318"), a pager, and a Compare toggle on each card with the bar that opens the
 * compare page. Every choice is in the address (`?sub=&choice=&height_from=&height_to=&sort=&page=&compare=`).
 */
export function ProductListing({
  scope,
  label,
  headingLevel,
  empty,
  loadingLabel = 'Loading the products',
  errorTitle = 'We could not load the products',
  titleOf,
}: ProductListingProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = readListState(searchParams);
  const category = 'category' in scope ? scope.category : null;
  const listed = category ? { categoryId: category.id } : { q: 'q' in scope ? scope.q : '' };
  const query = listQuery(state, listed);
  const products = useQuery(productsQuery(query));
  const compare = useCompareSelection();
  const top = useRef<HTMLDivElement>(null);
  useBackToTopOnPaging(top, state.page);
  const hrefOf = (next: ListState) => `${pathname}?${writeListState(next, searchParams)}`;
  const go = (next: ListState) => setSearchParams(writeListState(next, searchParams));
  return (
    <QueryState query={products} loadingLabel={loadingLabel} errorTitle={errorTitle}>
      {(page) => (
        <div ref={top}>
          <Stack gap="lg">
            {category && category.sub_categories.length > 0 && page.facets && (
              <HydratesApart>
                <SubCategoryChips category={category} facets={page.facets} state={state} hrefOf={hrefOf} />
              </HydratesApart>
            )}
            <Columns widths={['220px', 1]} collapseBelow="desktop" gap="xl">
              <HydratesApart>
                <FilterPanel facets={page.facets} state={state} go={go} headingLevel={headingLevel ?? 3} />
              </HydratesApart>
              <Stack gap="lg">
                <HydratesApart>
                  <ListToolbar page={page} state={state} go={go} />
                </HydratesApart>
                {page.total === 0 ? (
                  isFiltered(state) ? (
                    <NoneMatching clear={() => go(withoutFilters(state))} />
                  ) : (
                    empty
                  )
                ) : (
                  <>
                    {page.currentPage < page.lastPage && (
                      <PrefetchPage query={listQuery(withPage(state, page.currentPage + 1), listed)} />
                    )}
                    <HydratesApart>
                      <ProductGrid
                        products={page.items}
                        label={label}
                        headingLevel={headingLevel}
                        titleOf={titleOf && ((title) => titleOf(title, page))}
                        footerOf={(product) => (
                          <CompareToggle id={product.id} title={product.title} selection={compare} />
                        )}
                      />
                    </HydratesApart>
                    <HydratesApart>
                      <Pagination
                        label="Pages of products"
                        page={page.currentPage}
                        pageCount={page.lastPage}
                        pages={pageSlots(page.links)}
                        hrefOf={(n) => hrefOf(withPage(state, n))}
                        labels={laravelArrows}
                      />
                    </HydratesApart>
                  </>
                )}
                <CompareBar selection={compare} />
              </Stack>
            </Columns>
          </Stack>
        </div>
      )}
    </QueryState>
  );
}

/**
 * A pager link changes the address, not the scroll: the next page would open where the last one ended. Brings the
 * list's top back into view when the page number changes and it is above the screen.
 */
function useBackToTopOnPaging(top: RefObject<HTMLElement | null>, page: number) {
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const box = top.current?.getBoundingClientRect();
    if (box && box.top < 0) top.current?.scrollIntoView({ block: 'start' });
  }, [page, top]);
}

/** Fetches the next page while the buyer looks at this one, so "Next page" paints without waiting for the server. */
function PrefetchPage({ query }: { query: ProductQuery }) {
  usePrefetchQuery(productsQuery(query));
  return null;
}

// The server's pager reads "« Previous" and "Next »"; the page keeps those words.
const laravelArrows = { previous: '« Previous', next: 'Next »' };

/** "All" and each sub-category with how many products it holds under the chosen filters. */
function SubCategoryChips({
  category,
  facets,
  state,
  hrefOf,
}: {
  category: Category;
  facets: ProductFacets;
  state: ListState;
  hrefOf: (state: ListState) => string;
}) {
  const chips = [
    { id: category.id, label: 'All', href: hrefOf(withSub(state, null)), isCurrent: state.sub === null },
    ...facets.sub_categories.map((sub) => ({
      id: sub.id,
      label: facetLabel(sub),
      href: hrefOf(withSub(state, sub.id)),
      isCurrent: sub.id === state.sub,
    })),
  ];
  return <PillNav label="Sub-categories" items={chips} />;
}

const sortOptions = catalogSorts.map(({ id, label }) => ({ value: id, label }));

/** The range shown, announced when it changes, and the sort. */
function ListToolbar({ page, state, go }: { page: ProductPage; state: ListState; go: (state: ListState) => void }) {
  return (
    <Columns widths={[1, 'content']} alignY="center" gap="md">
      <Text weight="bold">
        <span role="status">{resultRange(page.from, page.to, page.total)}</span>
      </Text>
      {/* The browser's select: the phone's own picker, and no React Aria list box in every listing's first load. */}
      <NativeSelect
        label="Sort by"
        options={sortOptions}
        value={state.sort}
        onChange={(value) => go(withSort(state, value as CatalogSort))}
      />
    </Columns>
  );
}

/** A checkbox group per filter; on a phone behind a "Filters" button. */
function FilterPanel({
  facets,
  state,
  go,
  headingLevel,
}: {
  facets: ProductFacets | null;
  state: ListState;
  go: (state: ListState) => void;
  /** The level of the cards' titles: the panel is their sibling in the outline. */
  headingLevel: 2 | 3 | 4;
}) {
  const filters = facets ? offeredFilters(facets, state.choices) : [];
  return (
    <div>
      <Disclosure collapseBelow="desktop" icon="filter" variant="secondary" labels={{ toggle: 'Filters' }}>
        <section aria-labelledby="product-filters">
          <Stack gap="lg">
            <Heading level={headingLevel} size="sm" id="product-filters">
              Filters
            </Heading>
            {facets && facets.height_steps.length > 0 && <HeightRange facets={facets} state={state} go={go} />}
            {filters.length === 0 && <Text tone="muted">Nothing to narrow here.</Text>}
            {filters.map((filter) => {
              const own = filter.choices.map((choice) => choice.id);
              const others = state.choices.filter((id) => !own.includes(id));
              return (
                <NativeCheckboxGroup
                  key={filter.id}
                  label={filter.title}
                  options={filter.choices.map((choice) => ({ value: String(choice.id), label: facetLabel(choice) }))}
                  value={state.choices.filter((id) => own.includes(id)).map(String)}
                  onChange={(values) => go(withChoices(state, [...others, ...values.map(Number)]))}
                />
              );
            })}
            {isFiltered(state) && (
              <NativeButton variant="ghost" onClick={() => go(withoutFilters(state))}>
                Clear all
              </NativeButton>
            )}
          </Stack>
        </section>
      </Disclosure>
    </div>
  );
}

/**
 * Height from and up to, in metres: the browser's selects, each step with how many products it would leave, so "at
 * least 5 m" is one choice, not a product opened at a time.
 */
function HeightRange({
  facets,
  state,
  go,
}: {
  facets: ProductFacets;
  state: ListState;
  go: (state: ListState) => void;
}) {
  const metres = (value: string) => (value === '' ? null : Number(value));
  return (
    <fieldset className={styles.heightRange}>
      <legend className={styles.legend}>Height</legend>
      <NativeSelect
        label="From"
        options={heightOptions(facets.height_steps, 'from', state.heightFrom)}
        value={state.heightFrom === null ? '' : String(state.heightFrom)}
        onChange={(value) => go(withHeights(state, { heightFrom: metres(value) }))}
      />
      <NativeSelect
        label="Up to"
        options={heightOptions(facets.height_steps, 'to', state.heightTo)}
        value={state.heightTo === null ? '' : String(state.heightTo)}
        onChange={(value) => go(withHeights(state, { heightTo: metres(value) }))}
      />
    </fieldset>
  );
}

function NoneMatching({ clear }: { clear: () => void }) {
  return (
    <Stack gap="sm" align="start">
      <Text weight="bold">No products match these filters.</Text>
      <Text tone="muted">Clear the filters, or choose fewer of them.</Text>
      <NativeButton variant="secondary" onClick={clear}>
        Clear filters
      </NativeButton>
    </Stack>
  );
}
