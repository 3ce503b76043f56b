import { purgeRecord, type RecycleBinEntry, type RecycleBinType, restoreRecord } from '@factory/api';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Heading,
  Inline,
  Link,
  Stack,
  Tabs,
  Text,
  useToast,
} from '@factory/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { recycleBinChanged, recycleBinQuery } from '../../queries/index.ts';
import { formatDate, QueryState } from '../../shared/index.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import { deletedByText, recycleTypeLabels, recycleTypeOf, recycleTypes } from './recycleTypes.ts';

/** Restore and delete-for-ever of one entry: each sent once, toasted, the bin refreshed. */
function useEntryActions(entry: RecycleBinEntry) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const guard = useSendGuard();
  const failed = (error: unknown) => toast.show({ variant: 'danger', message: actionErrorMessage(error) });
  const restore = useMutation({
    mutationFn: () => restoreRecord(entry.type, entry.id),
    onSuccess: () => {
      toast.show({ variant: 'success', message: `${entry.title} was restored.` });
      // The record is back in its lists (the catalogue, the admin tables).
      void recycleBinChanged(queryClient, entry.type, true);
    },
    onError: failed,
  });
  const purge = useMutation({
    mutationFn: () => purgeRecord(entry.type, entry.id),
    onSuccess: () => {
      toast.show({ variant: 'success', message: `${entry.title} was deleted for ever.` });
      void recycleBinChanged(queryClient, entry.type, false);
    },
    onError: failed,
  });
  return {
    restore: () => guard(() => restore.mutateAsync()).catch(() => undefined),
    isRestoring: restore.isPending,
    // Rejects on failure, so the confirmation stays open for another try.
    purge: () => guard(() => purge.mutateAsync()),
  };
}

function EntryActions({ entry }: { entry: RecycleBinEntry }) {
  const can = useAreaActions('data-recycle');
  const actions = useEntryActions(entry);
  if (!can.edit && !can.delete) return <Text tone="muted">None</Text>;
  return (
    <Inline gap="sm" wrap={false}>
      {can.edit && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Restore ${entry.title}`}
          isPending={actions.isRestoring}
          pendingLabel="Restoring"
          onPress={actions.restore}
        >
          Restore
        </Button>
      )}
      {can.delete && (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="danger" aria-label={`Delete for ever: ${entry.title}`}>
              Delete for ever
            </Button>
          }
          title={`Delete ${entry.title} for ever?`}
          message={`${entry.title} will be removed for good. This cannot be undone.`}
          confirmLabel="Delete for ever"
          pendingLabel="Deleting"
          onConfirm={actions.purge}
        />
      )}
    </Inline>
  );
}

/** The deleted records of one type: when, by whom, restore and delete for ever. */
export function DeletedRecords({ type }: { type: RecycleBinType }) {
  const plural = recycleTypeLabels[type].plural.toLowerCase();
  const records = useQuery(recycleBinQuery(type));
  const columns = useMemo<DataTableColumn<RecycleBinEntry>[]>(
    () => [
      { key: 'title', header: type === 'product' ? 'Product' : 'Name', sortable: true, width: '2fr' },
      // A product's id is its code.
      ...(type === 'product' ? [{ key: 'id' as const, header: 'Code', sortable: true, width: '2fr' as const }] : []),
      { key: 'deleted_at', header: 'Deleted on', sortable: true, cell: (entry) => formatDate(entry.deleted_at) },
      { key: 'deleted_by', header: 'Deleted by', sortable: true, cell: (entry) => deletedByText(entry.deleted_by) },
      // Fixed, so the two buttons stay on one line; on a phone the table scrolls sideways.
      { key: 'actions', header: 'Actions', width: 270, cell: (entry) => <EntryActions entry={entry} /> },
    ],
    [type],
  );
  return (
    <QueryState
      query={records}
      loadingLabel={`Loading the deleted ${plural}`}
      errorTitle={`We could not load the deleted ${plural}`}
      forbiddenTitle="You cannot see the recycle bin"
    >
      {(entries) => (
        <DataTable
          label={`Deleted ${plural}`}
          columns={columns}
          rows={entries}
          rowId={(entry) => `${entry.type}-${entry.id}`}
          rowHeight={56}
          emptyText={`No deleted ${plural}: the recycle bin is empty.`}
        />
      )}
    </QueryState>
  );
}

/** `/admin/data-recycle`: deleted records by type, one tab per type (the type in the URL, `?type=`). */
export function RecycleBinScreen() {
  const [search, setSearch] = useSearchParams();
  const type = recycleTypeOf(search.get('type'));
  return (
    <Stack gap="lg">
      <Heading level={1}>Recycle bin</Heading>
      <Text tone="muted">Deleted records stay here until they are restored or deleted for ever.</Text>
      <Tabs
        label="Record types"
        selectedKey={type}
        onSelectionChange={(next) => setSearch({ type: next }, { replace: true })}
        items={recycleTypes.map((id) => ({
          id,
          label: recycleTypeLabels[id].plural,
          content: <DeletedRecords type={id} />,
        }))}
      />
    </Stack>
  );
}

/** `/admin/data-recycle/product`: the deleted products with their codes. */
export function RecycleBinProductsScreen() {
  const { routes } = useScreenEnvironment();
  return (
    <Stack gap="lg">
      <Inline align="between">
        <Heading level={1}>Deleted products</Heading>
        <Link href={routes.admin('data-recycle')} variant="standalone">
          All deleted records
        </Link>
      </Inline>
      <DeletedRecords type="product" />
    </Stack>
  );
}
