// /admin/files: the file manager over the media bucket — folders, uploads with progress, rename, delete, copy URL.
import { createFileFolder, deleteFile, type FileEntry, renameFile } from '@factory/api';
import { Alert, Button, Dialog, Form, Heading, Inline, Stack, TextField, useToast } from '@factory/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { folderChanged, folderQuery } from '../../queries/index.ts';
import { fieldErrorsOf } from '../../shared/index.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { UploadArea } from '../../shared/upload/index.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { DeleteBody } from '../generic/DeleteBody.tsx';
import { actionErrorMessage } from '../generic/messages.ts';
import { FileBrowser } from './FileBrowser.tsx';
import { absoluteUrl, fileUploadRules, nameProblem } from './fileRules.ts';
import { useFolderTrail, useUploads } from './useFiles.ts';

interface NameDialogProps {
  title: string;
  submitLabel: string;
  initialName: string;
  siblings: readonly FileEntry[];
  exceptId: number | null;
  send: (name: string) => Promise<unknown>;
  close: () => void;
}

/** A name form (new folder, rename): checked here first, then the server's 422 lands on the field. */
function NameForm({ submitLabel, initialName, siblings, exceptId, send, close }: Omit<NameDialogProps, 'title'>) {
  const guard = useSendGuard();
  const mutation = useMutation({ mutationFn: send, onSuccess: close });
  const serverErrors = fieldErrorsOf(mutation.error);
  const otherError = mutation.isError && !serverErrors ? actionErrorMessage(mutation.error) : null;
  return (
    <Form
      aria-label={submitLabel}
      validationErrors={serverErrors}
      onSubmit={(event) => {
        event.preventDefault();
        const name = String(new FormData(event.currentTarget).get('name') ?? '');
        void guard(() => mutation.mutateAsync(name.trim())).catch(() => undefined);
      }}
    >
      <Stack gap="md">
        <TextField
          label="Name"
          name="name"
          defaultValue={initialName}
          autoFocus
          validate={(value) => nameProblem(value, siblings, exceptId)}
        />
        {otherError && (
          <Alert variant="danger" title="Not saved">
            {otherError}
          </Alert>
        )}
        <Inline gap="sm">
          <Button type="submit" isPending={mutation.isPending} pendingLabel="Saving">
            {submitLabel}
          </Button>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}

type Pending =
  | { kind: 'rename'; entry: FileEntry; siblings: readonly FileEntry[] }
  | { kind: 'delete'; entry: FileEntry }
  | { kind: 'folder'; siblings: readonly FileEntry[] }
  | null;

export function FilesScreen() {
  const can = useAreaActions('files');
  const trail = useFolderTrail();
  const folderId = trail.current.id;
  const uploads = useUploads(folderId, 'any');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const refresh = () => folderChanged(queryClient, folderId);

  const copyUrl = async (entry: FileEntry) => {
    if (!entry.url) return;
    const url = absoluteUrl(entry.url, window.location.origin);
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ variant: 'success', message: [`Copied the URL of ${entry.name}.`, url], duration: 6000 });
    } catch {
      toast.show({
        variant: 'warning',
        message: ['The URL could not be copied. Copy it from here:', url],
        duration: 10000,
      });
    }
  };

  const actions = (entry: FileEntry, siblings: readonly FileEntry[]) => (
    <>
      {entry.kind === 'file' && entry.url && (
        <Button
          size="sm"
          variant="secondary"
          onPress={() => void copyUrl(entry)}
          aria-label={`Copy URL of ${entry.name}`}
        >
          Copy URL
        </Button>
      )}
      {can.edit && (
        <Button
          size="sm"
          variant="secondary"
          onPress={() => setPending({ kind: 'rename', entry, siblings })}
          aria-label={`Rename ${entry.name}`}
        >
          Rename
        </Button>
      )}
      {can.delete && (
        <Button
          size="sm"
          variant="ghost"
          onPress={() => setPending({ kind: 'delete', entry })}
          aria-label={`Delete ${entry.name}`}
        >
          Delete
        </Button>
      )}
    </>
  );

  const siblingsNow = () => queryClient.getQueryData(folderQuery(folderId).queryKey) ?? [];

  return (
    <Stack gap="lg">
      <Inline align="between" gap="sm">
        <Heading level={1}>File manager</Heading>
        {can.create && (
          <Button variant="secondary" onPress={() => setPending({ kind: 'folder', siblings: siblingsNow() })}>
            New folder
          </Button>
        )}
      </Inline>
      {can.create && (
        <UploadArea label={`Upload files into ${trail.current.name}`} rules={fileUploadRules.any} uploads={uploads} />
      )}
      <FileBrowser
        label="Files"
        trail={trail}
        renderActions={can.edit || can.delete || can.view ? actions : undefined}
      />

      <Dialog
        title={pending?.kind === 'rename' ? `Rename ${pending.entry.name}` : `New folder in ${trail.current.name}`}
        isOpen={pending?.kind === 'rename' || pending?.kind === 'folder'}
        onOpenChange={(open) => !open && close()}
        size="sm"
      >
        {pending?.kind === 'rename' ? (
          <NameForm
            submitLabel="Rename"
            initialName={pending.entry.name}
            siblings={pending.siblings}
            exceptId={pending.entry.id}
            send={async (name) => {
              const saved = await renameFile(pending.entry.id, name);
              toast.show({ variant: 'success', message: `Renamed to ${saved.name}.` });
              await refresh();
            }}
            close={close}
          />
        ) : pending?.kind === 'folder' ? (
          <NameForm
            submitLabel="Create folder"
            initialName=""
            siblings={pending.siblings}
            exceptId={null}
            send={async (name) => {
              const created = await createFileFolder(folderId, name);
              toast.show({ variant: 'success', message: `Folder ${created.name} was created.` });
              await refresh();
            }}
            close={close}
          />
        ) : null}
      </Dialog>
      <Dialog
        title={pending?.kind === 'delete' ? `Delete ${pending.entry.name}?` : 'Delete'}
        isOpen={pending?.kind === 'delete'}
        onOpenChange={(open) => !open && close()}
        role="alertdialog"
        isDismissable={false}
        size="sm"
      >
        {pending?.kind === 'delete' && (
          <DeleteBody
            name={pending.entry.name}
            consequence={
              pending.entry.kind === 'folder'
                ? `The folder ${pending.entry.name} and everything in it will be deleted. Records using these files lose them.`
                : `${pending.entry.name} will be deleted. Records using it lose the file.`
            }
            remove={async () => {
              await deleteFile(pending.entry.id);
              toast.show({ variant: 'success', message: `${pending.entry.name} was deleted.` });
              close();
              void refresh();
            }}
            close={close}
          />
        )}
      </Dialog>
    </Stack>
  );
}
