// Bulk work on a list's selected rows: what the confirmation and toasts say (pure), and the delete itself.
import { recycleBinTypeOf } from '@factory/api';
import { type RowSelection, useToast } from '@factory/ui';
import { useQueryClient } from '@tanstack/react-query';
import { isAbandoned } from '../../shared/index.ts';
import { actionErrorMessage } from './messages.ts';
import type { AdminResource, BulkChange, Identified } from './resource.ts';
import { countedMessage, useUndoDelete } from './undoDelete.ts';

// biome-ignore lint/suspicious/noExplicitAny: any resource, whatever its form types.
type AnyResource<Row extends Identified> = AdminResource<Row, any, any, any>;
type ResourceLabels = AnyResource<Identified>['labels'];

/** The selected rows of the page shown: the table's "all" is the page (select page), ids are kept in page order. */
export function selectedRows<Row extends Identified>(rows: readonly Row[], selection: RowSelection): Row[] {
  return selection === 'all' ? [...rows] : rows.filter((row) => selection.has(row.id));
}

/** The one confirmation of a bulk delete: it names the count and where the records go. */
export function bulkDeleteTexts(labels: ResourceLabels, count: number, toRecycleBin: boolean) {
  const what = count === 1 ? `1 ${labels.singular}` : `${count} ${labels.plural.toLowerCase()}`;
  return {
    title: `Delete ${what}?`,
    message: toRecycleBin
      ? `The ${what} will be moved to the recycle bin.`
      : `The ${what} will be deleted for good. This cannot be undone.`,
    confirmLabel: `Delete ${what}`,
  };
}

/**
 * Deletes the given rows one after the other with the resource's own delete call (so every server rule applies to
 * each record), stopping at the first refusal. What went is toasted once, with Undo where it went to the recycle
 * bin; a refusal is toasted with the server's reason. Resolves with the rows deleted; rejects only when none was.
 */
export function useBulkDelete<Row extends Identified>(resource: AnyResource<Row>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undo = useUndoDelete(resource);
  return async (rows: readonly Row[], signal: AbortSignal): Promise<Row[]> => {
    const deleted: Row[] = [];
    let failure: unknown;
    for (const row of rows) {
      try {
        await resource.calls.remove(row.id, { signal });
        deleted.push(row);
      } catch (error) {
        failure = error;
        break;
      }
    }
    if (deleted.length > 0) {
      const names = deleted.map(resource.title);
      toast.show({
        variant: 'success',
        message: countedMessage(resource.labels, names, 'deleted'),
        action: undo(deleted),
      });
      for (const row of deleted) queryClient.removeQueries({ queryKey: resource.queries.record(row.id).queryKey });
      void resource.queries.changed(queryClient);
    }
    if (failure !== undefined && !isAbandoned(failure)) {
      toast.show({ variant: 'danger', message: actionErrorMessage(failure) });
    }
    if (deleted.length === 0 && failure !== undefined) throw failure;
    return deleted;
  };
}

/** The one confirmation of a bulk change ("Lock 3 products?"): what it does, and how many selected it leaves. */
export function bulkChangeTexts<Row>(labels: ResourceLabels, bulk: BulkChange<Row>, count: number, unchanged: number) {
  const what = count === 1 ? `1 ${labels.singular}` : `${count} ${labels.plural.toLowerCase()}`;
  const left =
    unchanged === 0 ? '' : ` ${unchanged} of the selected ${unchanged === 1 ? 'is' : 'are'} ${bulk.done} already.`;
  return {
    title: `${bulk.verb} ${what}?`,
    message: `The ${what} will be ${bulk.done}.${left}`,
    confirmLabel: `${bulk.verb} ${what}`,
  };
}

/**
 * Makes a bulk change to the rows it applies to, one after the other with the resource's own call, stopping at the
 * first refusal. What changed is toasted once with Undo (which changes those rows back); a refusal is toasted with
 * the server's reason. Rejects only when nothing changed.
 */
export function useBulkChange<Row extends Identified>(resource: AnyResource<Row>, bulk: BulkChange<Row>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const run = async (rows: readonly Row[], back: boolean, signal?: AbortSignal) => {
    const changed: Row[] = [];
    let failure: unknown;
    for (const row of rows) {
      if (signal?.aborted) break;
      try {
        await bulk.change(row, back);
        changed.push(row);
      } catch (error) {
        failure = error;
        break;
      }
    }
    if (changed.length > 0) void resource.queries.changed(queryClient);
    if (failure !== undefined && !isAbandoned(failure)) {
      toast.show({ variant: 'danger', message: actionErrorMessage(failure) });
    }
    return { changed, failure };
  };
  return async (rows: readonly Row[], signal: AbortSignal): Promise<Row[]> => {
    const { changed, failure } = await run(rows.filter(bulk.appliesTo), false, signal);
    if (changed.length > 0) {
      const names = changed.map(resource.rowName ?? resource.title);
      toast.show({
        variant: 'success',
        message: countedMessage(resource.labels, names, bulk.done),
        action: {
          label: 'Undo',
          onAction: () => {
            void run(changed, true).then(({ changed: undone }) => {
              if (undone.length > 0) {
                toast.show({ variant: 'success', message: countedMessage(resource.labels, names, bulk.undone) });
              }
            });
          },
        },
      });
    }
    if (changed.length === 0 && failure !== undefined) throw failure;
    return changed;
  };
}

/** Whether the resource's deletes go to the recycle bin (and can be undone). */
export const goesToRecycleBin = (resource: Pick<AnyResource<Identified>, 'area'>) =>
  recycleBinTypeOf(resource.area) !== undefined;
