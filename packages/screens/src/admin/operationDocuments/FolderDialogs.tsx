// Create, rename and delete a folder: a named dialog each; the server's 422 lands on the name field.
import {
  createOperationDocumentFolder,
  deleteOperationDocumentFolder,
  type OperationDocumentFolder,
  renameOperationDocumentFolder,
} from '@factory/api';
import { Button, ConfirmDialog, Dialog, Form, Inline, Stack, TextField, useToast } from '@factory/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { documentsChanged } from '../../queries/index.ts';
import { fieldErrorsOf, ruleProps } from '../../shared/index.ts';
import { useReportFailure } from '../../shared/reportFailure.ts';
import { sendFromDialog, useSendGuard } from '../../shared/sendGuard.ts';
import { actionErrorMessage } from '../generic/messages.ts';

/** Reports a failed action by the one failure-toast rule, unless its message sits on a field. */
function useFailureToast() {
  const report = useReportFailure(actionErrorMessage);
  return (error: unknown) => {
    if (fieldErrorsOf(error) === undefined) report(error);
  };
}

interface NameDialogProps {
  trigger: string;
  title: string;
  submitLabel: string;
  pendingLabel: string;
  initial: string;
  send: (title: string, signal: AbortSignal) => Promise<OperationDocumentFolder>;
  done: (folder: OperationDocumentFolder) => string;
  onDone?: (folder: OperationDocumentFolder) => unknown;
  variant?: 'primary' | 'secondary';
}

function NameDialog({
  trigger,
  title,
  submitLabel,
  pendingLabel,
  initial,
  send,
  done,
  onDone,
  variant,
}: NameDialogProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const report = useFailureToast();
  const guard = useSendGuard();
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState(initial);
  const mutation = useMutation({
    mutationFn: ({ title, signal }: { title: string; signal: AbortSignal }) => send(title, signal),
    onSuccess: async (folder) => {
      toast.show({ variant: 'success', message: done(folder) });
      setOpen(false);
      // The tree has the folder before its page opens (a folder the tree lacks is notFound).
      await documentsChanged(queryClient);
      await onDone?.(folder);
    },
    onError: report,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void guard((signal) => mutation.mutateAsync({ title: name.trim(), signal })).catch(() => undefined);
  };
  return (
    <Dialog
      trigger={<Button variant={variant ?? 'secondary'}>{trigger}</Button>}
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        // Closing while the call runs abandons it (the dialog never locks the user in).
        if (!open) guard.abandon();
        if (open) setName(initial);
        mutation.reset();
      }}
      size="sm"
    >
      <Form onSubmit={submit} validationErrors={fieldErrorsOf(mutation.error)}>
        <Stack gap="md">
          <TextField
            name="title"
            label="Folder name"
            {...ruleProps('required|max:255')}
            value={name}
            onChange={setName}
            autoFocus
          />
          <Inline gap="md">
            <Button type="submit" isPending={mutation.isPending} pendingLabel={pendingLabel}>
              {submitLabel}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}

/** A new folder at the top (`parent` null) or inside a folder; opens it once made. */
export function NewFolderDialog({
  parent,
  onCreated,
}: {
  parent: OperationDocumentFolder | null;
  onCreated: (folder: OperationDocumentFolder) => unknown;
}) {
  return (
    <NameDialog
      trigger={parent ? 'New sub-folder' : 'New folder'}
      title={parent ? `New folder in ${parent.title}` : 'New folder'}
      submitLabel="Create folder"
      pendingLabel="Creating"
      initial=""
      variant={parent ? 'secondary' : 'primary'}
      send={(title, signal) => createOperationDocumentFolder({ title, parent_id: parent?.id ?? null }, { signal })}
      done={(folder) => `${folder.title} was created.`}
      onDone={onCreated}
    />
  );
}

export function RenameFolderDialog({ folder }: { folder: OperationDocumentFolder }) {
  return (
    <NameDialog
      trigger="Rename"
      title={`Rename ${folder.title}`}
      submitLabel="Rename"
      pendingLabel="Renaming"
      initial={folder.title}
      send={(title, signal) => renameOperationDocumentFolder(folder.id, title, { signal })}
      done={(renamed) => `${folder.title} was renamed to ${renamed.title}.`}
    />
  );
}

/** Deletes a folder with everything in it, after confirmation; `onDeleted` leaves its page first. */
export function DeleteFolderDialog({ folder, onDeleted }: { folder: OperationDocumentFolder; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const report = useFailureToast();
  const guard = useSendGuard();
  const mutation = useMutation({
    mutationFn: (signal: AbortSignal) => deleteOperationDocumentFolder(folder.id, { signal }),
    onSuccess: async () => {
      toast.show({ variant: 'success', message: `${folder.title} was deleted.` });
      // Leave its page first: a folder the tree lacks is notFound.
      await onDeleted();
      await documentsChanged(queryClient);
    },
    onError: report,
  });
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">Delete</Button>}
      title={`Delete ${folder.title}?`}
      message={`${folder.title}, its sub-folders and their documents are deleted. Customers no longer see them.`}
      confirmLabel="Delete folder"
      pendingLabel="Deleting"
      onConfirm={(dialogSignal) => sendFromDialog(guard, dialogSignal, (signal) => mutation.mutateAsync(signal))}
    />
  );
}
