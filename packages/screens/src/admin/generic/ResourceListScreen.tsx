import { Button, DataTable, type DataTableColumn, Heading, Inline, Link, Stack, Text } from '@factory/ui';
import { useMemo } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { loadTexts, QueryState } from '../../shared/index.ts';
import { useAreaActions, useMoveRow, useResourceList } from './controllers.ts';
import { canReorder, placeOf } from './reorder.ts';
import type { AdminResource, Identified } from './resource.ts';

// biome-ignore lint/suspicious/noExplicitAny: any resource's list, whatever its form types.
type AnyResource<Row extends Identified> = AdminResource<Row, any, any, any>;

export interface ResourceListScreenProps<Row extends Identified> {
  resource: AnyResource<Row>;
  /** Whether rows link to a record page (areas without a record route edit in place). Default true. */
  linksToRecords?: boolean;
}

/**
 * A resource's list: the DataTable in server mode over Laravel pagination, its page, size, sort and search in the
 * URL; a row links to its record; Create shows only with the area's create key. A reorderable resource's rows move
 * with Up and Down (edit key) while the list shows its own order.
 */
export function ResourceListScreen<Row extends Identified>({
  resource,
  linksToRecords = true,
}: ResourceListScreenProps<Row>) {
  const { routes } = useScreenEnvironment();
  const can = useAreaActions(resource.area);
  const list = useResourceList(resource);
  const mover = useMoveRow(resource);
  const { plural, singular } = resource.labels;
  const nameOf = resource.rowName ?? resource.title;
  const reorder = can.edit ? resource.reorder : undefined;
  const movable = reorder !== undefined && canReorder(list.query);
  const rows = list.page.data?.items;
  const total = list.page.data?.total ?? 0;

  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const [first, ...rest] = resource.columns;
    if (!first) return [];
    const linked = linksToRecords
      ? { ...first, cell: (row: Row) => <Link href={routes.admin(resource.area, row.id)}>{nameOf(row)}</Link> }
      : first;
    if (!movable || !rows) return [linked, ...rest];
    const moves: DataTableColumn<Row> = {
      key: 'order',
      header: 'Order',
      width: 190,
      cell: (row) => {
        const place = placeOf(list.query, rows.indexOf(row));
        return (
          <Inline gap="xs">
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Move ${nameOf(row)} up`}
              isDisabled={place === 1 || mover.isPending}
              onPress={() => mover.move(row, place - 1)}
            >
              Up
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Move ${nameOf(row)} down`}
              isDisabled={place === total || mover.isPending}
              onPress={() => mover.move(row, place + 1)}
            >
              Down
            </Button>
          </Inline>
        );
      },
    };
    return [linked, ...rest, moves];
  }, [resource, routes, linksToRecords, nameOf, movable, rows, list.query, total, mover]);

  return (
    <Stack gap="lg">
      <Inline align="between">
        <Heading level={1}>{plural}</Heading>
        {can.create && (
          <Link href={routes.admin(resource.area, 'new')} variant="standalone">
            {`Create ${singular}`}
          </Link>
        )}
      </Inline>
      {reorder && (
        <Text tone="muted">
          {movable
            ? `Up and Down move a ${singular} in the ${reorder.orderName}.`
            : `Clear the search and the sort to change the ${reorder.orderName}.`}
        </Text>
      )}
      <ResourceTable resource={resource} columns={columns} list={list} isMoving={mover.isPending} />
    </Stack>
  );
}

/**
 * A resource's page of rows in the server-mode DataTable, or its loading, forbidden or failed state (with Retry).
 * `rowHeight` makes room for buttons in the rows; `isMoving` dims the rows while a move is saved.
 */
export function ResourceTable<Row extends Identified>({
  resource,
  columns,
  list: { query, setQuery, page },
  rowHeight,
  isMoving = false,
}: {
  resource: AnyResource<Row>;
  columns: readonly DataTableColumn<Row>[];
  list: ReturnType<typeof useResourceList<Row>>;
  rowHeight?: number;
  isMoving?: boolean;
}) {
  const plural = resource.labels.plural;
  const lower = plural.toLowerCase();
  return (
    <QueryState query={page} {...loadTexts(`the ${lower}`)}>
      {(data) => (
        <DataTable
          label={plural}
          columns={columns}
          rows={data.items}
          rowId={(row) => row.id}
          totalRows={data.total}
          query={query}
          onQueryChange={setQuery}
          isLoading={page.isPlaceholderData || isMoving}
          rowHeight={rowHeight}
          emptyText={query.search ? `No ${lower} match “${query.search}”.` : `No ${lower} yet.`}
        />
      )}
    </QueryState>
  );
}
