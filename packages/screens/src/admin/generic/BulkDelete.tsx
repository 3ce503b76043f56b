import { Button, ConfirmDialog, Inline, Text } from '@factory/ui';
import { useState } from 'react';
import { bulkChangeTexts, bulkDeleteTexts, goesToRecycleBin, useBulkChange, useBulkDelete } from './bulk.ts';
import type { AdminResource, BulkChange, Identified } from './resource.ts';

// biome-ignore lint/suspicious/noExplicitAny: any resource's list, whatever its form types.
type AnyResource<Row extends Identified> = AdminResource<Row, any, any, any>;

/**
 * Above a list with selected rows: how many, the bulk changes the area allows (a product's Lock and Unlock, with the
 * edit key), Delete selected (with the delete key; one confirmation naming the count) and Clear selection. Each
 * toast offers Undo: a delete's where the records went to the recycle bin, a change's always.
 */
export function BulkDelete<Row extends Identified>({
  resource,
  rows,
  clear,
  canDelete,
  changes = [],
}: {
  resource: AnyResource<Row>;
  /** The selected rows. */
  rows: readonly Row[];
  clear: () => void;
  canDelete: boolean;
  changes?: readonly BulkChange<Row>[];
}) {
  const remove = useBulkDelete(resource);
  return (
    <Inline gap="sm">
      <Text>{`${rows.length} selected`}</Text>
      {changes.map((change) => (
        <BulkChangeButton key={change.verb} resource={resource} rows={rows} change={change} clear={clear} />
      ))}
      {canDelete && (
        <ConfirmedBulkAction
          label="Delete selected"
          variant="danger"
          texts={bulkDeleteTexts(resource.labels, rows.length, goesToRecycleBin(resource))}
          pendingLabel="Deleting"
          run={async (signal) => {
            await remove(rows, signal);
            clear();
          }}
        />
      )}
      <Button variant="secondary" size="sm" onPress={clear}>
        Clear selection
      </Button>
    </Inline>
  );
}

/** "Lock selected": off when none of the selected rows would change; one confirmation naming the count. */
function BulkChangeButton<Row extends Identified>({
  resource,
  rows,
  change,
  clear,
}: {
  resource: AnyResource<Row>;
  rows: readonly Row[];
  change: BulkChange<Row>;
  clear: () => void;
}) {
  const apply = useBulkChange(resource, change);
  const count = rows.filter(change.appliesTo).length;
  return (
    <ConfirmedBulkAction
      label={`${change.verb} selected`}
      variant="secondary"
      isDisabled={count === 0}
      texts={bulkChangeTexts(resource.labels, change, count, rows.length - count)}
      pendingLabel={`${change.verb}ing`}
      // Undone from its toast: not a destructive step.
      tone="primary"
      run={async (signal) => {
        await apply(rows, signal);
        clear();
      }}
    />
  );
}

/** A button over the selection that acts after one confirmation (its texts name the count). */
function ConfirmedBulkAction({
  label,
  variant,
  isDisabled,
  texts,
  pendingLabel,
  tone,
  run,
}: {
  label: string;
  variant: 'danger' | 'secondary';
  isDisabled?: boolean;
  texts: { title: string; message: string; confirmLabel: string };
  pendingLabel: string;
  tone?: 'primary';
  run: (signal: AbortSignal) => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant={variant} size="sm" isDisabled={isDisabled} onPress={() => setConfirming(true)}>
        {label}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={texts.title}
        message={texts.message}
        confirmLabel={texts.confirmLabel}
        pendingLabel={pendingLabel}
        tone={tone}
        onConfirm={run}
      />
    </>
  );
}
