import {
  DataTable,
  type DataTableColumn,
  type DataTableRowActions,
  DataTableSkeleton,
  Heading,
  Inline,
  Link,
  type RowSelection,
  Stack,
  type TableQuery,
  Text,
} from '@factory/ui';
import { useEffect, useMemo, useState } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { loadTexts, QueryState } from '../../shared/index.ts';
import { BulkDelete } from './BulkDelete.tsx';
import { goesToRecycleBin, selectedRows } from './bulk.ts';
import { useAreaActions, useMoveRow, useResourceList } from './controllers.ts';
import { ExportCsv } from './ExportCsv.tsx';
import { ListFilters } from './ListFilters.tsx';
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
  // Places are counted over the whole list: a search, a sort or a filter shows only part of it, or another order.
  const movable = reorder !== undefined && canReorder(list.query) && Object.keys(list.filters).length === 0;
  const rows = list.page.data?.items;
  const total = list.page.data?.total ?? 0;

  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const [first, ...rest] = resource.columns;
    if (!first) return [];
    const linked = linksToRecords
      ? { ...first, cell: (row: Row) => <Link href={routes.admin(resource.area, row.id)}>{nameOf(row)}</Link> }
      : first;
    return [linked, ...rest];
  }, [resource, routes, linksToRecords, nameOf]);
  // Up and Down move a row in the list's own order: buttons in the row, or the card's menu on a phone.
  const moves = useMemo<DataTableRowActions<Row> | undefined>(() => {
    if (!movable || !rows) return undefined;
    return {
      width: 190,
      actions: (row) => {
        const place = placeOf(list.query, rows.indexOf(row));
        const move = (to: number) => () => mover.move(row, to);
        return [
          {
            id: 'up',
            label: 'Up',
            name: `Move ${nameOf(row)} up`,
            isDisabled: place === 1 || mover.isPending,
            onAction: move(place - 1),
          },
          {
            id: 'down',
            label: 'Down',
            name: `Move ${nameOf(row)} down`,
            isDisabled: place === total || mover.isPending,
            onAction: move(place + 1),
          },
        ];
      },
    };
  }, [movable, rows, list.query, total, mover, nameOf]);

  return (
    <Stack gap="lg">
      <Inline align="between">
        <Heading level={1}>{plural}</Heading>
        {can.create && (
          <Link href={routes.admin(resource.area, 'new')} variant="button">
            {`Create ${singular}`}
          </Link>
        )}
      </Inline>
      {reorder && (
        <Text tone="muted">
          {movable
            ? `Up and Down move a ${singular} in the ${reorder.orderName}.`
            : `Clear the search, the filters and the sort to change the ${reorder.orderName}.`}
        </Text>
      )}
      <ResourceTable resource={resource} columns={columns} list={list} rowActions={moves} isMoving={mover.isPending} />
    </Stack>
  );
}

/**
 * A resource's page of rows in the server-mode DataTable, or its loading, forbidden or failed state (with Retry).
 * `rowActions` are buttons in the rows (a menu on each card); `isMoving` dims the rows while a move is saved.
 */
export function ResourceTable<Row extends Identified>({
  resource,
  columns,
  list: { query, setQuery, page, params, filters, setFilter },
  rowActions,
  isMoving = false,
}: {
  resource: AnyResource<Row>;
  columns: readonly DataTableColumn<Row>[];
  list: ReturnType<typeof useResourceList<Row>>;
  rowActions?: DataTableRowActions<Row>;
  isMoving?: boolean;
}) {
  const plural = resource.labels.plural;
  const lower = plural.toLowerCase();
  const texts = loadTexts(`the ${lower}`);
  const can = useAreaActions(resource.area);
  const canBulkDelete = can.delete && (resource.bulkDelete ?? goesToRecycleBin(resource));
  const changes = can.edit ? (resource.bulkChanges ?? []) : [];
  const selectable = canBulkDelete || changes.length > 0;
  const selection = useListSelection(query);
  // A search that matches nothing says so, not that the list is empty; memoised, so the table's toolbar keeps its texts.
  const labels = useMemo(() => ({ noMatches: (search: string) => `No ${lower} match “${search}”.` }), [lower]);
  return (
    <QueryState query={page} {...texts} loading={<DataTableSkeleton columns={columns} label={texts.loadingLabel} />}>
      {(data) => {
        const selected = selectable ? selectedRows(data.items, selection.keys) : [];
        return (
          <Stack gap="md">
            {resource.filters && <ListFilters filters={resource.filters} values={filters} onChange={setFilter} />}
            <Inline align="between">
              {selected.length > 0 ? (
                <BulkDelete
                  resource={resource}
                  rows={selected}
                  clear={selection.clear}
                  canDelete={canBulkDelete}
                  changes={changes}
                />
              ) : (
                <span />
              )}
              {data.total > 0 && <ExportCsv resource={resource} params={params} />}
            </Inline>
            <DataTable
              label={plural}
              columns={columns}
              rows={data.items}
              rowId={(row) => row.id}
              totalRows={data.total}
              query={query}
              onQueryChange={setQuery}
              isLoading={page.isPlaceholderData || isMoving}
              rowActions={rowActions}
              rowName={resource.rowName ?? resource.title}
              selectionMode={selectable ? 'multiple' : 'none'}
              selectedKeys={selection.keys}
              onSelectionChange={selection.change}
              emptyText={`No ${lower} yet.`}
              labels={labels}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}

interface ListSelection {
  keys: RowSelection;
  change: (keys: RowSelection) => void;
  clear: () => void;
}

/** The rows selected on the page shown; another page, sort, search or size starts with none. */
function useListSelection(query: TableQuery): ListSelection {
  const [keys, change] = useState<RowSelection>(() => new Set());
  const shown = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` names the page; a new one clears the selection.
  useEffect(() => change(new Set()), [shown]);
  return useMemo(() => ({ keys, change, clear: () => change(new Set()) }), [keys]);
}
