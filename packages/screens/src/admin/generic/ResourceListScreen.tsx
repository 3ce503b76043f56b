import { DataTable, type DataTableColumn, Heading, Inline, Link, Stack } from '@factory/ui';
import { useMemo } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { loadTexts, QueryState } from '../../shared/index.ts';
import { useAreaActions, useResourceList } from './controllers.ts';
import type { AdminResource } from './resource.ts';

export interface ResourceListScreenProps<Row extends { id: number }> {
  // biome-ignore lint/suspicious/noExplicitAny: any resource's list, whatever its form types.
  resource: AdminResource<Row, any, any, any>;
  /** Whether rows link to a record page (areas without a record route edit in place). Default true. */
  linksToRecords?: boolean;
}

/**
 * A resource's list: the DataTable in server mode over Laravel pagination, its page, size, sort and search in the
 * URL; a row links to its record; Create shows only with the area's create key.
 */
export function ResourceListScreen<Row extends { id: number }>({
  resource,
  linksToRecords = true,
}: ResourceListScreenProps<Row>) {
  const { routes } = useScreenEnvironment();
  const can = useAreaActions(resource.area);
  const list = useResourceList(resource);
  const { plural, singular } = resource.labels;

  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    if (!linksToRecords) return [...resource.columns];
    const [first, ...rest] = resource.columns;
    if (!first) return [];
    const linked = {
      ...first,
      cell: (row: Row) => <Link href={routes.admin(resource.area, row.id)}>{resource.title(row)}</Link>,
    };
    return [linked, ...rest];
  }, [resource, routes, linksToRecords]);

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
      <ResourceTable resource={resource} columns={columns} list={list} />
    </Stack>
  );
}

/**
 * A resource's page of rows in the server-mode DataTable, or its loading, forbidden or failed state (with Retry).
 * `rowHeight` makes room for buttons in the rows.
 */
export function ResourceTable<Row extends { id: number }>({
  resource,
  columns,
  list: { query, setQuery, page },
  rowHeight,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any resource's list, whatever its form types.
  resource: AdminResource<Row, any, any, any>;
  columns: readonly DataTableColumn<Row>[];
  list: ReturnType<typeof useResourceList<Row>>;
  rowHeight?: number;
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
          isLoading={page.isPlaceholderData}
          rowHeight={rowHeight}
          emptyText={query.search ? `No ${lower} match “${query.search}”.` : `No ${lower} yet.`}
        />
      )}
    </QueryState>
  );
}
