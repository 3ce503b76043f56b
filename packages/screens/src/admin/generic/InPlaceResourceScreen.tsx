import { Button, Card, ConfirmDialog, type DataTableColumn, Dialog, Heading, Inline, Stack } from '@factory/ui';
import { useMemo, useState } from 'react';
import { useAreaActions, useDeleteRecord, useFormValues, useResourceList, useSaveRecord } from './controllers.ts';
import { deleteConsequence } from './messages.ts';
import { ResourceForm } from './ResourceForm.tsx';
import { ResourceTable } from './ResourceListScreen.tsx';
import type { AdminResource } from './resource.ts';

// biome-ignore lint/suspicious/noExplicitAny: any resource's list, whatever its form types.
type AnyResource<Row extends { id: number }> = AdminResource<Row, any, any, any>;

/** The create or edit form of a record (edit in a dialog); a save closes it, a failure keeps it open with the input. */
function RecordFormDialog<Row extends { id: number }>({
  resource,
  row,
  close,
  cancel = false,
}: {
  resource: AnyResource<Row>;
  row: Row | null;
  close: () => void;
  /** Show a Cancel button that closes the form (the inline create form). */
  cancel?: boolean;
}) {
  const mode = row ? 'edit' : 'create';
  const form = useFormValues(row ? resource.valuesOf(row) : resource.emptyValues);
  const save = useSaveRecord(resource, row?.id ?? 'new', () => {
    form.release();
    close();
  });
  return (
    <ResourceForm
      label={row ? `Edit ${resource.title(row)}` : `Create ${resource.labels.singular}`}
      fields={resource.fields}
      mode={mode}
      values={form.values}
      onChange={form.change}
      onSubmit={() => save.save(resource.inputOf(form.values, mode))}
      isSaving={save.isPending}
      error={save.error}
      blocker={form.blocker}
      submitLabel={row ? 'Save' : 'Create'}
      actions={
        cancel && (
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
        )
      }
    />
  );
}

function RowActions<Row extends { id: number }>({ resource, row }: { resource: AnyResource<Row>; row: Row }) {
  const can = useAreaActions(resource.area);
  const remove = useDeleteRecord(resource, row, () => undefined);
  const name = resource.title(row);
  return (
    <Inline gap="sm" wrap={false}>
      {can.edit && (
        <Dialog
          title={`Edit ${name}`}
          trigger={
            <Button size="sm" variant="secondary" aria-label={`Edit ${name}`}>
              Edit
            </Button>
          }
        >
          {(close) => <RecordFormDialog resource={resource} row={row} close={close} />}
        </Dialog>
      )}
      {can.delete && (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="danger" aria-label={`Delete ${name}`}>
              Delete
            </Button>
          }
          title={`Delete ${name}?`}
          message={deleteConsequence(resource.area, resource.labels.singular, name)}
          confirmLabel="Delete"
          pendingLabel="Deleting"
          onConfirm={async (signal) => {
            await remove(signal);
          }}
        />
      )}
    </Inline>
  );
}

/**
 * A resource without a record route (areas, companies): its list, with create and edit in a dialog and delete
 * after confirmation, each button only with its action key.
 */
export function InPlaceResourceScreen<Row extends { id: number }>({
  resource,
  initiallyCreating = false,
}: {
  resource: AnyResource<Row>;
  /** Opens with the create form shown. */
  initiallyCreating?: boolean;
}) {
  const can = useAreaActions(resource.area);
  const list = useResourceList(resource);
  const [creating, setCreating] = useState(initiallyCreating);
  const { plural, singular } = resource.labels;
  const columns = useMemo<DataTableColumn<Row>[]>(
    () =>
      can.edit || can.delete
        ? [
            ...resource.columns,
            {
              key: 'actions',
              header: 'Actions',
              // Fixed, so the two buttons stay on one line; on a phone the table scrolls sideways.
              width: 180,
              cell: (row: Row) => <RowActions resource={resource} row={row} />,
            },
          ]
        : [...resource.columns],
    [resource, can.edit, can.delete],
  );
  return (
    <Stack gap="lg">
      <Inline align="between">
        <Heading level={1}>{plural}</Heading>
        {can.create && !creating && <Button onPress={() => setCreating(true)}>{`Create ${singular}`}</Button>}
      </Inline>
      {can.create && creating && (
        <Card title={`Create ${singular}`} headingLevel={2}>
          <RecordFormDialog resource={resource} row={null} close={() => setCreating(false)} cancel />
        </Card>
      )}
      <ResourceTable resource={resource} columns={columns} list={list} rowHeight={56} />
    </Stack>
  );
}
