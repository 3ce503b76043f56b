import type { PatDefault } from '@factory/api';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Dialog,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
} from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { accessTypeQueries, allAreasQuery, allCompaniesQuery, patDefaultQueries } from '../../queries/index.ts';
import { loadTexts, QueryState } from '../../shared/index.ts';
import { useAreaActions, useDeleteRecord } from '../generic/controllers.ts';
import { RecordForm } from '../generic/InPlaceResourceScreen.tsx';
import { GrantText } from './accessTypesResource.tsx';
import { defaultTarget } from './grants.ts';
import { patDefaultsResource as resource } from './patDefaultsResource.tsx';

function RemoveDefault({ row, name }: { row: PatDefault; name: string }) {
  const remove = useDeleteRecord(resource, row, () => undefined);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Remove the default for ${name}`}>
          Remove
        </Button>
      }
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
  const rows = useQuery(patDefaultQueries.whole);
  const types = useQuery(accessTypeQueries.whole);
  const areas = useQuery(allAreasQuery);
  const companies = useQuery(allCompaniesQuery);

  const columns = useMemo<DataTableColumn<PatDefault>[]>(() => {
    const nameOf = (row: PatDefault) =>
      defaultTarget(
        row,
        (id) => areas.data?.items.find((a) => a.id === id)?.name,
        (id) => companies.data?.items.find((c) => c.id === id)?.name,
      );
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
      {
        key: 'actions',
        header: 'Actions',
        cell: (row) => (
          <Inline gap="xs">
            {can.edit && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Edit the default for ${nameOf(row)}`}
                onPress={() => setEditing(row)}
              >
                Edit
              </Button>
            )}
            {can.delete && <RemoveDefault row={row} name={nameOf(row)} />}
          </Inline>
        ),
      },
    ];
  }, [areas.data, companies.data, types.data, can.edit, can.delete, routes]);

  return (
    <Stack gap="lg">
      <Inline align="between">
        <Heading level={1}>Access type defaults</Heading>
        {can.create && <Button onPress={() => setEditing('new')}>Add default</Button>}
      </Inline>
      <Text tone="muted">
        A new customer of an area or company gets its access type from here, unless it is set on the customer.
      </Text>
      <QueryState query={rows} {...loadTexts('the access type defaults')}>
        {(defaults) => (
          <DataTable
            label="Access type defaults"
            columns={columns}
            rows={defaults}
            rowId={(row) => row.id}
            emptyText="No defaults yet: new customers get no access type until one is set."
          />
        )}
      </QueryState>
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
