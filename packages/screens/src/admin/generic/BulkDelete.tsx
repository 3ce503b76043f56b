import { Button, ConfirmDialog, Inline, Text } from '@factory/ui';
import { useState } from 'react';
import { bulkDeleteTexts, goesToRecycleBin, useBulkDelete } from './bulk.ts';
import type { AdminResource, Identified } from './resource.ts';

// biome-ignore lint/suspicious/noExplicitAny: any resource's list, whatever its form types.
type AnyResource<Row extends Identified> = AdminResource<Row, any, any, any>;

/**
 * Above a list with selected rows: how many, Delete selected (one confirmation naming the count) and Clear
 * selection. The delete's toast offers Undo where the records went to the recycle bin.
 */
export function BulkDelete<Row extends Identified>({
  resource,
  rows,
  clear,
}: {
  resource: AnyResource<Row>;
  /** The selected rows. */
  rows: readonly Row[];
  clear: () => void;
}) {
  const remove = useBulkDelete(resource);
  const [confirming, setConfirming] = useState(false);
  const texts = bulkDeleteTexts(resource.labels, rows.length, goesToRecycleBin(resource));
  return (
    <Inline gap="sm">
      <Text>{`${rows.length} selected`}</Text>
      <Button variant="danger" size="sm" onPress={() => setConfirming(true)}>
        Delete selected
      </Button>
      <Button variant="secondary" size="sm" onPress={clear}>
        Clear selection
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={texts.title}
        message={texts.message}
        confirmLabel={texts.confirmLabel}
        pendingLabel="Deleting"
        onConfirm={async (signal) => {
          await remove(rows, signal);
          clear();
        }}
      />
    </Inline>
  );
}
