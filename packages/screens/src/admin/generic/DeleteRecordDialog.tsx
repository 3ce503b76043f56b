import { ConfirmDialog, type ConfirmDialogProps } from '@factory/ui';
import { deleteConsequence } from './messages.ts';
import type { AdminResource, Identified } from './resource.ts';

/**
 * "Delete {name}?" for one record of a resource, saying where the delete goes (the recycle bin or for good). Opened by
 * its `trigger` on a record page, or open over a list (`isOpen`, `onOpenChange`). A failed delete rejects, so the
 * dialog stays open for another try; Cancel aborts the call.
 */
export function DeleteRecordDialog<Row extends Identified>({
  resource,
  row,
  remove,
  ...dialog
}: Pick<ConfirmDialogProps, 'trigger' | 'isOpen' | 'onOpenChange'> & {
  // biome-ignore lint/suspicious/noExplicitAny: any resource's values and input; only its labels are read.
  resource: AdminResource<Row, any, any, any>;
  row: Row;
  remove: (signal: AbortSignal) => Promise<unknown>;
}) {
  const name = resource.title(row);
  return (
    <ConfirmDialog
      {...dialog}
      title={`Delete ${name}?`}
      message={deleteConsequence(resource.area, resource.labels.singular, name)}
      confirmLabel="Delete"
      pendingLabel="Deleting"
      onConfirm={async (signal) => {
        await remove(signal);
      }}
    />
  );
}
