import { purgeRecord, type RecycleBinEntry, type RecycleBinType, restoreRecord } from '@factory/api';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  type DataTableRowActions,
  DataTableSkeleton,
  Heading,
  Inline,
  Link,
  type RowSelection,
  Stack,
  Tabs,
  Text,
  useToast,
} from '@factory/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useScreenEnvironment } from '../../environment/index.ts';
import { recycleBinChanged, recycleBinQuery } from '../../queries/index.ts';
import { formatDate, QueryState } from '../../shared/index.ts';
import { useReportFailure } from '../../shared/reportFailure.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import { deletedByText, recycleTypeOf, recycleTypePlural, recycleTypes } from './recycleTypes.ts';

/** Restore and delete-for-ever of the bin's entries: each sent once, toasted, the bin refreshed. */
function useBinActions() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const reportFailure = useReportFailure(actionErrorMessage);
  const guard = useSendGuard();
  const failed = (error: unknown) => reportFailure(error);
  const restore = useMutation({
    mutationFn: (entry: RecycleBinEntry) => restoreRecord(entry.type, entry.id),
    onSuccess: (_done, entry) => {
      toast.show({ variant: 'success', message: `${entry.title} was restored.` });
      // The record is back in its lists (the catalogue, the admin tables).
      void recycleBinChanged(queryClient, entry.type, true);
    },
    onError: failed,
  });
  // Selected entries go back one after the other with the bin's own call; one toast says how many.
  const restoreMany = useMutation({
    mutationFn: async (entries: readonly RecycleBinEntry[]) => {
      for (const entry of entries) await restoreRecord(entry.type, entry.id);
    },
    onSuccess: (_done, entries) => {
      const [first] = entries;
      if (!first) return;
      const plural = recycleTypePlural(first.type).toLowerCase();
      const message =
        entries.length === 1 ? `${first.title} was restored.` : `${entries.length} ${plural} were restored.`;
      toast.show({ variant: 'success', message });
      void recycleBinChanged(queryClient, first.type, true);
    },
    onError: failed,
  });
  const purge = useMutation({
    mutationFn: (entry: RecycleBinEntry) => purgeRecord(entry.type, entry.id),
    onSuccess: (_done, entry) => {
      toast.show({ variant: 'success', message: `${entry.title} was deleted for ever.` });
      void recycleBinChanged(queryClient, entry.type, false);
    },
    onError: failed,
  });
  return {
    restore: (entry: RecycleBinEntry) => guard(() => restore.mutateAsync(entry)).catch(() => undefined),
    /** The entry being restored, whose Restore waits. */
    restoring: restore.isPending ? restore.variables : undefined,
    restoreMany: (entries: readonly RecycleBinEntry[]) =>
      guard(() => restoreMany.mutateAsync(entries)).catch(() => undefined),
    isRestoringMany: restoreMany.isPending,
    // Rejects on failure, so the confirmation stays open for another try.
    purge: (entry: RecycleBinEntry) => guard(() => purge.mutateAsync(entry)),
  };
}

/** The deleted records of one type: when, by whom, restore and delete for ever. */
function DeletedRecords({ type }: { type: RecycleBinType }) {
  const plural = recycleTypePlural(type).toLowerCase();
  const records = useQuery(recycleBinQuery(type));
  const can = useAreaActions('data-recycle');
  const bin = useBinActions();
  const [purging, setPurging] = useState<RecycleBinEntry | null>(null);
  const [selection, select] = useState<RowSelection>(() => new Set());
  const keyOf = (entry: RecycleBinEntry) => `${entry.type}-${entry.id}`;
  const columns = useMemo<DataTableColumn<RecycleBinEntry>[]>(
    () => [
      { key: 'title', header: type === 'product' ? 'Product' : 'Name', sortable: true, width: '2fr' },
      // A product's id is its code.
      ...(type === 'product' ? [{ key: 'id' as const, header: 'Code', sortable: true, width: '2fr' as const }] : []),
      { key: 'deleted_at', header: 'Deleted on', sortable: true, cell: (entry) => formatDate(entry.deleted_at) },
      { key: 'deleted_by', header: 'Deleted by', sortable: true, cell: (entry) => deletedByText(entry.deleted_by) },
    ],
    [type],
  );
  const noMatches = useMemo(
    () => ({ noMatches: (search: string) => `No deleted ${plural} match “${search}”.` }),
    [plural],
  );
  const restoring = bin.restoring;
  const rowActions = useMemo<DataTableRowActions<RecycleBinEntry> | undefined>(
    () =>
      can.edit || can.delete
        ? {
            // Fixed, so the two buttons stay on one line; on a phone each card has them in its menu.
            width: 270,
            actions: (entry) => [
              ...(can.edit
                ? [
                    {
                      id: 'restore',
                      label: 'Restore',
                      name: `Restore ${entry.title}`,
                      isDisabled: restoring === entry,
                      onAction: () => void bin.restore(entry),
                    },
                  ]
                : []),
              ...(can.delete
                ? [
                    {
                      id: 'purge',
                      label: 'Delete for ever',
                      name: `Delete for ever: ${entry.title}`,
                      tone: 'danger' as const,
                      onAction: () => setPurging(entry),
                    },
                  ]
                : []),
            ],
          }
        : undefined,
    [can.edit, can.delete, restoring, bin.restore],
  );
  return (
    <QueryState
      query={records}
      loadingLabel={`Loading the deleted ${plural}`}
      loading={<DataTableSkeleton columns={columns} label={`Loading the deleted ${plural}`} />}
      errorTitle={`We could not load the deleted ${plural}`}
      forbiddenTitle="You don’t have access to the recycle bin"
    >
      {(entries) => (
        <>
          <SelectedEntries
            entries={entries.filter((entry) => selection === 'all' || selection.has(keyOf(entry)))}
            isRestoring={bin.isRestoringMany}
            restore={(chosen) => bin.restoreMany(chosen).then(() => select(new Set()))}
            clear={() => select(new Set())}
          />
          <DataTable
            label={`Deleted ${plural}`}
            columns={columns}
            rows={entries}
            rowId={keyOf}
            rowActions={rowActions}
            selectionMode={can.edit ? 'multiple' : 'none'}
            selectedKeys={selection}
            onSelectionChange={select}
            emptyText={`No deleted ${plural}: the recycle bin is empty.`}
            labels={noMatches}
          />
          {purging && (
            <ConfirmDialog
              isOpen
              onOpenChange={(open) => !open && setPurging(null)}
              title={`Delete ${purging.title} for ever?`}
              message={`${purging.title} will be removed for good. This cannot be undone.`}
              confirmLabel="Delete for ever"
              pendingLabel="Deleting"
              onConfirm={() => bin.purge(purging)}
            />
          )}
        </>
      )}
    </QueryState>
  );
}

/** Above the bin with entries selected: how many, Restore selected (no question: it undoes a delete), Clear. */
function SelectedEntries({
  entries,
  isRestoring,
  restore,
  clear,
}: {
  entries: readonly RecycleBinEntry[];
  isRestoring: boolean;
  restore: (entries: readonly RecycleBinEntry[]) => unknown;
  clear: () => void;
}) {
  if (entries.length === 0) return null;
  return (
    <Inline gap="sm">
      <Text>{`${entries.length} selected`}</Text>
      <Button size="sm" isPending={isRestoring} pendingLabel="Restoring" onPress={() => restore(entries)}>
        Restore selected
      </Button>
      <Button size="sm" variant="secondary" onPress={clear}>
        Clear selection
      </Button>
    </Inline>
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
          label: recycleTypePlural(id),
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
