import type { PatDefault } from '@factory/api';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  type DataTableRowActions,
  DataTableSkeleton,
  Dialog,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
} from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { accessTypeQueries, allAreasQuery, allCompaniesQuery, patDefaultQueries } from '../../queries/index.ts';
import { loadTexts, QueryState } from '../../shared/index.ts';
import { useAreaActions, useDeleteRecord } from '../generic/controllers.ts';
import { RecordForm } from '../generic/InPlaceResourceScreen.tsx';
import { GrantText } from './accessTypesResource.tsx';
import { defaultTarget } from './grants.ts';
import { patDefaultsResource as resource } from './patDefaultsResource.tsx';

/** Asks before a default is removed; opened from its row's Remove. */
function RemoveDefaultDialog({ row, name, close }: { row: PatDefault; name: string; close: () => void }) {
  const remove = useDeleteRecord(resource, row);
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title="Remove this default?"
      message={`${name} will no longer get this access type by default. Existing customers keep theirs.`}
      confirmLabel="Remove"
      pendingLabel="Removing"
      onConfirm={async (signal) => {
        await remove(signal);
      }}
    />
  );
}

/** `/admin/pat-defaults`: which access type new customers of an area or company get; add, edit, remove in place. */
export function PatDefaultsScreen() {
  const { routes } = useScreenEnvironment();
  const can = useAreaActions('pat-defaults');
  const [editing, setEditing] = useState<PatDefault | 'new' | null>(null);
  const [removing, setRemoving] = useState<PatDefault | null>(null);
  const rows = useQuery(patDefaultQueries.whole);
  const types = useQuery(accessTypeQueries.whole);
  const areas = useQuery(allAreasQuery);
  const companies = useQuery(allCompaniesQuery);

  const nameOf = useCallback(
    (row: PatDefault) =>
      defaultTarget(
        row,
        (id) => areas.data?.items.find((a) => a.id === id)?.name,
        (id) => companies.data?.items.find((c) => c.id === id)?.name,
      ),
    [areas.data, companies.data],
  );
  const columns = useMemo<DataTableColumn<PatDefault>[]>(() => {
    const typeOf = (row: PatDefault) => types.data?.find((t) => t.id === row.product_access_type_id);
    return [
      { key: 'target', header: 'New customers of', cell: nameOf },
      {
        key: 'type',
        header: 'Get access type',
        cell: (row) => (
          <Link href={routes.admin('product-access-types', row.product_access_type_id)}>
            {typeOf(row)?.title ?? `Access type ${row.product_access_type_id}`}
          </Link>
        ),
      },
      {
        key: 'grants',
        header: 'So they see',
        width: '2fr',
        cell: (row) => <GrantText categoryIds={typeOf(row)?.category_ids ?? []} />,
      },
    ];
  }, [nameOf, types.data, routes]);
  const rowActions = useMemo<DataTableRowActions<PatDefault> | undefined>(
    () =>
      can.edit || can.delete
        ? {
            actions: (row) => [
              ...(can.edit
                ? [
                    {
                      id: 'edit',
                      label: 'Edit',
                      name: `Edit the default for ${nameOf(row)}`,
                      onAction: () => setEditing(row),
                    },
                  ]
                : []),
              ...(can.delete
                ? [
                    {
                      id: 'remove',
                      label: 'Remove',
                      name: `Remove the default for ${nameOf(row)}`,
                      tone: 'danger' as const,
                      onAction: () => setRemoving(row),
                    },
                  ]
                : []),
            ],
          }
        : undefined,
    [nameOf, can.edit, can.delete],
  );

  return (
    <Stack gap="lg">
      <Inline align="between">
        <Heading level={1}>Access type defaults</Heading>
        {can.create && <Button onPress={() => setEditing('new')}>Add default</Button>}
      </Inline>
      <Text tone="muted">
        A new customer of an area or company gets its access type from here, unless it is set on the customer.
      </Text>
      <QueryState
        query={rows}
        {...loadTexts('the access type defaults')}
        loading={<DataTableSkeleton columns={columns} label="Loading the access type defaults" />}
      >
        {(defaults) => (
          <DataTable
            label="Access type defaults"
            columns={columns}
            rows={defaults}
            rowId={(row) => row.id}
            rowName={nameOf}
            rowActions={rowActions}
            emptyText="No defaults yet: new customers get no access type until one is set."
          />
        )}
      </QueryState>
      {removing && <RemoveDefaultDialog row={removing} name={nameOf(removing)} close={() => setRemoving(null)} />}
      <Dialog
        title={editing === 'new' ? 'Add default' : 'Edit default'}
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        isDismissable={false}
      >
        {(close) =>
          editing !== null && (
            <RecordForm
              resource={resource}
              row={editing === 'new' ? null : editing}
              close={close}
              cancel
              label={editing === 'new' ? 'Add default' : 'Edit default'}
              submitLabel={editing === 'new' ? 'Add' : 'Save'}
            />
          )
        }
      </Dialog>
    </Stack>
  );
}
