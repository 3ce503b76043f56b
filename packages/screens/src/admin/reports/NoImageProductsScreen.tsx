import type { NoImageProductRow } from '@factory/api';
import { DataTable, type DataTableColumn, Heading, Link, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { noImageProductsQuery } from '../../queries/index.ts';
import { formatDate, QueryState } from '../../shared/index.ts';
import { useAreaActions } from '../generic/controllers.ts';

/** `/admin/report-no-product-images`: the products without any picture, each linking to its record. */
export function NoImageProductsScreen() {
  const { routes } = useScreenEnvironment();
  const report = useQuery(noImageProductsQuery);
  const columns = useMemo<DataTableColumn<NoImageProductRow>[]>(
    () => [
      {
        key: 'id',
        header: 'Code',
        sortable: true,
        cell: (row) => <Link href={routes.admin('product-item', row.id)}>{row.id}</Link>,
      },
      { key: 'title', header: 'Title', sortable: true, width: '2fr' },
      { key: 'parent_code', header: 'Parent code', sortable: true },
      { key: 'created_at', header: 'Created', sortable: true, cell: (row) => formatDate(row.created_at) },
    ],
    [routes],
  );
  return (
    <Stack gap="lg">
      <Heading level={1}>Products without images</Heading>
      <QueryState
        query={report}
        loadingLabel="Loading the report"
        errorTitle="We could not load the report"
        forbiddenTitle="You don’t have access to this report"
      >
        {(rows) => (
          <Stack gap="md">
            <Text>
              {rows.length === 0
                ? 'Every product has at least one image.'
                : `${rows.length} ${rows.length === 1 ? 'product has' : 'products have'} no images. Open one to add them.`}
            </Text>
            <DataTable
              label="Products without images"
              columns={columns}
              rows={rows}
              rowId={(row) => row.id}
              emptyText="No products without images."
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** The overview tile's count: how many products lack images (nothing while loading or when refused). */
export function NoImageProductsCount() {
  const can = useAreaActions('report-no-product-images');
  const report = useQuery({ ...noImageProductsQuery, enabled: can.view });
  if (!report.data) return null;
  const count = report.data.length;
  return <Text as="span" size="sm" tone="muted">{` · ${count} ${count === 1 ? 'product' : 'products'}`}</Text>;
}
