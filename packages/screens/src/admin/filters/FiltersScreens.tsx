import type { Filter } from '@factory/api';
import { Alert, Heading, Inline, Link, ReorderableList, Stack, Text } from '@factory/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { filterQueries } from '../../queries/index.ts';
import { loadTexts, QueryState } from '../../shared/index.ts';
import { useLatestSender } from '../../shared/sendGuard.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import { ResourceRecordScreen } from '../generic/ResourceRecordScreen.tsx';
import { placedRows } from '../generic/reorder.ts';
import { FilterChoices } from './FilterChoices.tsx';
import * as styles from './filters.css.ts';
import { filterOrder, filtersResource } from './filtersResource.tsx';
import { ObsoleteNotice } from './ObsoleteNotice.tsx';

const listAnchor = 'filters-list';

const choicesText = (filter: Filter) =>
  filter.choices.length === 0
    ? 'No choices yet'
    : `${filter.choices.length} ${filter.choices.length === 1 ? 'choice' : 'choices'}: ${filter.choices
        .map((c) => c.title)
        .join(', ')}`;

/** The filters in the order customers see them; drag, keyboard drag or Move up/down, saved at once. */
function OrderedFilters({ filters }: { filters: Filter[] }) {
  const { routes } = useScreenEnvironment();
  const can = useAreaActions('product-filter');
  const queryClient = useQueryClient();
  // The order shown while a new one is on its way; null shows the server's.
  const [pending, setPending] = useState<readonly number[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const ids = pending ?? filters.map((f) => f.id);
  const byId = new Map(filters.map((f) => [f.id, f]));
  const send = useLatestSender<readonly number[]>(async (next, isNewest) => {
    try {
      const saved = await filterOrder.save(placedRows(next));
      if (!isNewest()) return;
      queryClient.setQueryData(filterQueries.whole.queryKey, saved);
      setPending(null);
    } catch (error) {
      if (!isNewest()) return;
      // Roll back to the last order the server confirmed.
      setPending(null);
      setFailure(actionErrorMessage(error));
      setAnnouncement('');
    }
  });
  const reorder = (next: readonly number[], moved: Filter) => {
    setFailure(null);
    setPending(next);
    setAnnouncement(`${moved.title} moved to position ${next.indexOf(moved.id) + 1} of ${next.length}.`);
    send(next);
  };
  return (
    <Stack gap="md">
      {failure && (
        <Alert variant="danger" title="The new order was not saved" onDismiss={() => setFailure(null)}>
          {`${failure} The filters are back in their saved order.`}
        </Alert>
      )}
      {can.edit && (
        <Text tone="muted">
          Customers see the filters in this order. Drag a filter by its handle (or press Enter on the handle, then the
          arrow keys), or use Move up and Move down; each move is saved at once.
        </Text>
      )}
      <ReorderableList
        aria-label="Filters"
        items={ids.map((id) => byId.get(id)).filter((f): f is Filter => f !== undefined)}
        textValue={(filter) => filter.title}
        isReorderable={can.edit}
        onReorder={reorder}
        renderEmptyState={() => 'No filters yet.'}
        renderItem={(filter) => (
          <>
            <Link href={routes.admin('product-filter', filter.id)}>{filter.title}</Link>
            <Text tone="muted" size="sm">
              {choicesText(filter)}
            </Text>
          </>
        )}
      />
      <div aria-live="polite" className={styles.visuallyHidden}>
        {announcement}
      </div>
    </Stack>
  );
}

/**
 * `/admin/product-filter`: the filters customers narrow the catalogue by, in order, with their choices. The route is
 * marked obsolete in the spec; its notice says what replaced the old per-product model (docs/decisions.md).
 */
export function FiltersScreen() {
  const { routes } = useScreenEnvironment();
  const can = useAreaActions('product-filter');
  const list = useQuery(filterQueries.whole);
  return (
    <Stack gap="lg">
      <Inline align="between">
        <Heading level={1}>Filters</Heading>
        {can.create && (
          <Link href={routes.admin('product-filter', 'new')} variant="button">
            Create filter
          </Link>
        )}
      </Inline>
      <ObsoleteNotice filtersHref={`#${listAnchor}`} />
      <Heading level={2} id={listAnchor}>
        Filters and their choices
      </Heading>
      <QueryState query={list} {...loadTexts('the filters')}>
        {(filters) => <OrderedFilters filters={filters} />}
      </QueryState>
    </Stack>
  );
}

/** `/admin/product-filter/{id}` (and `/new`): a filter's name, description and choices, under the obsolete notice. */
export function FilterScreen() {
  const { routes } = useScreenEnvironment();
  return (
    <Stack gap="lg">
      <ObsoleteNotice filtersHref={routes.admin('product-filter')} />
      <ResourceRecordScreen resource={filtersResource} details={(filter) => <FilterChoices filter={filter} />} />
    </Stack>
  );
}
