import { Button, Card, type DataTableRowActions, Dialog, Heading, Inline, Stack } from '@factory/ui';
import { useMemo, useState } from 'react';
import { useAreaActions, useDeleteRecord, useFormValues, useResourceList, useSaveRecord } from './controllers.ts';
import { DeleteRecordDialog } from './DeleteRecordDialog.tsx';
import { ResourceForm } from './ResourceForm.tsx';
import { ResourceTable } from './ResourceListScreen.tsx';
import type { AdminResource } from './resource.ts';

// biome-ignore lint/suspicious/noExplicitAny: any resource's list, whatever its form types.
type AnyResource<Row extends { id: number }> = AdminResource<Row, any, any, any>;

/**
 * The create or edit form of a record shown in place (a dialog or a card): a save closes it, a failure keeps it open
 * with the input. The in-place list uses it, and so do screens that lay their list out themselves (pat-defaults).
 */
export function RecordForm<Row extends { id: number }>({
  resource,
  row,
  close,
  cancel = false,
  label = row ? `Edit ${resource.title(row)}` : `Create ${resource.labels.singular}`,
  submitLabel = row ? 'Save' : 'Create',
}: {
  resource: AnyResource<Row>;
  row: Row | null;
  close: () => void;
  /** Show a Cancel button that closes the form. */
  cancel?: boolean;
  /** Names the form for assistive technology; by default "Edit {title}" or "Create {singular}". */
  label?: string;
  submitLabel?: string;
}) {
  const mode = row ? 'edit' : 'create';
  const form = useFormValues(row ? resource.valuesOf(row) : resource.emptyValues);
  const save = useSaveRecord(resource, row?.id ?? 'new', () => {
    form.release();
    close();
  });
  return (
    <ResourceForm
      label={label}
      fields={resource.fields}
      mode={mode}
      values={form.values}
      onChange={form.change}
      onSubmit={() => save.save(resource.inputOf(form.values, mode))}
      isSaving={save.isPending}
      error={save.error}
      blocker={form.blocker}
      submitLabel={submitLabel}
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

/** The row a row action was chosen for, and which one: its dialog opens over the list. */
type ChosenAction<Row> = { kind: 'edit' | 'delete'; row: Row } | null;

/** Deletes the chosen row after its confirmation, over the list. */
function DeleteChosenRow<Row extends { id: number }>({
  resource,
  row,
  close,
}: {
  resource: AnyResource<Row>;
  row: Row;
  close: () => void;
}) {
  const remove = useDeleteRecord(resource, row);
  return (
    <DeleteRecordDialog
      resource={resource}
      row={row}
      remove={remove}
      isOpen
      onOpenChange={(open) => !open && close()}
    />
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
  const [chosen, choose] = useState<ChosenAction<Row>>(null);
  const close = () => choose(null);
  const { plural, singular } = resource.labels;
  const rowActions = useMemo<DataTableRowActions<Row> | undefined>(
    () =>
      can.edit || can.delete
        ? {
            // Fixed, so the two buttons stay on one line; on a phone each card has them in its menu.
            width: 180,
            actions: (row) => {
              const name = resource.title(row);
              return [
                ...(can.edit
                  ? [{ id: 'edit', label: 'Edit', name: `Edit ${name}`, onAction: () => choose({ kind: 'edit', row }) }]
                  : []),
                ...(can.delete
                  ? [
                      {
                        id: 'delete',
                        label: 'Delete',
                        name: `Delete ${name}`,
                        tone: 'danger' as const,
                        onAction: () => choose({ kind: 'delete', row }),
                      },
                    ]
                  : []),
              ];
            },
          }
        : undefined,
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
          <RecordForm resource={resource} row={null} close={() => setCreating(false)} cancel />
        </Card>
      )}
      <ResourceTable resource={resource} columns={resource.columns} list={list} rowActions={rowActions} />
      {chosen?.kind === 'edit' && (
        <Dialog title={`Edit ${resource.title(chosen.row)}`} isOpen onOpenChange={(open) => !open && close()}>
          {(closeDialog) => <RecordForm resource={resource} row={chosen.row} close={closeDialog} />}
        </Dialog>
      )}
      {chosen?.kind === 'delete' && <DeleteChosenRow resource={resource} row={chosen.row} close={close} />}
    </Stack>
  );
}
