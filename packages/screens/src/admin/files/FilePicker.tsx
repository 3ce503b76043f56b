// A form field for an image from the file manager: the chosen image's thumbnail, and a dialog that browses the
// media folders (the manager's own browser) or uploads a new image with a byte progress bar.
import type { FileEntry } from '@factory/api';
import { Button, Dialog, Stack, Text } from '@factory/ui';
import { useCallback, useId, useState } from 'react';
import { UploadArea } from '../../shared/upload/index.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { FileBrowser } from './FileBrowser.tsx';
import { type FileAccept, fileUploadRules, previewOf } from './fileRules.ts';
import * as styles from './files.css.ts';
import { useFolderTrail, useUploads } from './useFiles.ts';

export interface FilePickerProps {
  /** The field's label, e.g. `Image` or `Banner`. */
  label: string;
  /** The chosen file, or null for none. */
  value: FileEntry | null;
  /** Called with the picked (or uploaded) file, or null when the choice is removed. */
  onChange: (file: FileEntry | null) => void;
  /** What may be chosen. Default `image`. */
  accept?: FileAccept;
  isDisabled?: boolean;
  /** Help under the field. */
  description?: string;
  /** The server's message for this field (a 422), shown under it. */
  errorMessage?: string;
}

interface PickerDialogProps {
  label: string;
  accept: FileAccept;
  initialId: number | null;
  onPick: (file: FileEntry) => void;
  close: () => void;
}

function PickerBody({ label, accept, initialId, onPick, close }: PickerDialogProps) {
  const trail = useFolderTrail();
  const can = useAreaActions('files');
  const [selected, setSelected] = useState<FileEntry | null>(null);
  const choose = useCallback(
    (file: FileEntry) => {
      onPick(file);
      close();
    },
    [onPick, close],
  );
  // An uploaded image is the choice: it is picked and the dialog closes.
  const uploads = useUploads(trail.current.id, accept, choose);
  return (
    <Stack gap="lg">
      <FileBrowser
        label={accept === 'image' ? 'Images' : 'Files'}
        trail={trail}
        accept={accept}
        onSelect={setSelected}
        selectedId={selected?.id ?? initialId}
      />
      {can.create && (
        <UploadArea
          label={`Upload a new ${accept === 'image' ? 'image' : 'file'} into ${trail.current.name}`}
          rules={fileUploadRules[accept]}
          uploads={uploads}
          allowsMultiple={false}
        />
      )}
      <div className={styles.entryActions}>
        <Button onPress={() => selected && choose(selected)} isDisabled={selected === null}>
          {selected ? `Use ${selected.name}` : `Choose ${label.toLowerCase()}`}
        </Button>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
      </div>
    </Stack>
  );
}

/** The chosen image and Choose/Remove; the dialog lists the media folders and takes an upload. */
export function FilePicker({
  label,
  value,
  onChange,
  accept = 'image',
  isDisabled = false,
  description,
  errorMessage,
}: FilePickerProps) {
  const [isOpen, setOpen] = useState(false);
  const labelId = useId();
  const helpId = useId();
  const errorId = useId();
  const preview = value ? previewOf(value) : null;
  const describedBy =
    [description ? helpId : null, errorMessage ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of a preview and its buttons, named by the label.
    <div role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <Stack gap="xs">
        <span id={labelId} className={styles.fieldLabel}>
          {label}
        </span>
        <div className={styles.pickerValue}>
          {value && preview ? (
            <img src={preview} alt={`${label}: ${value.name}`} className={styles.pickerThumb} />
          ) : value ? (
            <span className={styles.pickerEmpty}>{value.name}</span>
          ) : (
            <span className={styles.pickerEmpty}>
              <Text as="span" tone="muted" size="sm">
                No image
              </Text>
            </span>
          )}
          <Stack gap="xs" align="start">
            {value && <Text size="sm">{value.name}</Text>}
            <div className={styles.entryActions}>
              <Button variant="secondary" size="sm" isDisabled={isDisabled} onPress={() => setOpen(true)}>
                {value ? `Change ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
              </Button>
              {value && (
                <Button variant="ghost" size="sm" isDisabled={isDisabled} onPress={() => onChange(null)}>
                  {`Remove ${label.toLowerCase()}`}
                </Button>
              )}
            </div>
          </Stack>
        </div>
        {description && (
          <span id={helpId} className={styles.fieldHelp}>
            {description}
          </span>
        )}
        {errorMessage && (
          <span id={errorId} className={styles.fieldError}>
            {errorMessage}
          </span>
        )}
      </Stack>
      <Dialog title={`Choose ${label.toLowerCase()}`} isOpen={isOpen} onOpenChange={setOpen} size="lg">
        {(close) => (
          <PickerBody label={label} accept={accept} initialId={value?.id ?? null} onPick={onChange} close={close} />
        )}
      </Dialog>
    </div>
  );
}
