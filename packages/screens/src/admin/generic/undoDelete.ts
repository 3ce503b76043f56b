// Undo after a delete that went to the recycle bin: the toast that says so offers it, and it restores the records.
import { recycleBinTypeOf, restoreRecord } from '@factory/api';
import { type ToastAction, useToast } from '@factory/ui';
import { useQueryClient } from '@tanstack/react-query';
import { recycleBinChanged } from '../../queries/index.ts';
import { useReportFailure } from '../../shared/reportFailure.ts';
import { actionErrorMessage } from './messages.ts';
import type { AdminResource, Identified } from './resource.ts';

// biome-ignore lint/suspicious/noExplicitAny: any resource, whatever its form types.
type AnyResource<Row extends Identified> = AdminResource<Row, any, any, any>;

/** "Africa was deleted." for one record, "3 areas were deleted." for more (or locked, restored…). */
export function countedMessage(
  labels: AnyResource<Identified>['labels'],
  names: readonly string[],
  verb: string,
): string {
  if (names.length === 1) return `${names[0]} was ${verb}.`;
  return `${names.length} ${labels.plural.toLowerCase()} were ${verb}.`;
}

/**
 * The Undo of a delete toast, or none where the area's deletes are for good. Undo restores the records from the
 * recycle bin one after the other (the bin's own call), then says so and refreshes the lists and the bin.
 */
export function useUndoDelete<Row extends Identified>(resource: AnyResource<Row>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const reportFailure = useReportFailure(actionErrorMessage);
  const type = recycleBinTypeOf(resource.area);
  return (rows: readonly Row[]): ToastAction | undefined => {
    if (type === undefined) return undefined;
    const restore = async () => {
      for (const row of rows) await restoreRecord(type, row.id);
    };
    return {
      label: 'Undo',
      onAction: () => {
        restore().then(
          () => {
            toast.show({
              variant: 'success',
              message: countedMessage(resource.labels, rows.map(resource.title), 'restored'),
            });
            return recycleBinChanged(queryClient, type, true);
          },
          (error: unknown) => reportFailure(error),
        );
      },
    };
  };
}
