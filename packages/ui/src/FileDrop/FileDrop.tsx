import { useEffect, useId, useMemo, useState } from 'react';
import { Button as AriaButton, type DropItem, DropZone, FileTrigger, isFileDropItem } from 'react-aria-components';
import { Alert } from '../Alert/Alert.tsx';
import { CloseGlyph } from '../Alert/glyphs.tsx';
import { Button } from '../Button/Button.tsx';
import { useTranslations } from '../i18n/useTranslations.ts';
import * as styles from './FileDrop.css.ts';
import { addFiles, formatFileSize } from './fileDropLogic.ts';
import { fileDropMessages } from './messages.ts';

export interface FileDropProps {
  /** What the files are for ("Product images"); names the drop zone and the list. */
  label: string;
  /** Accepted types, as in `<input accept>`: `image/*`, `image/png`, `.jpg`. Default: anything. */
  acceptedFileTypes?: readonly string[];
  /** Allow several files. Default `true`; with `false` a new file replaces the chosen one. */
  allowsMultiple?: boolean;
  /** The chosen files (controlled). */
  files?: readonly File[];
  /** Files chosen at first (uncontrolled). */
  defaultFiles?: readonly File[];
  /** Called with the whole list after files are added or removed. */
  onChange?: (files: File[]) => void;
  /** Help under the label, e.g. the formats and sizes the server takes. */
  description?: string;
  /** Replaces any of the English texts besides the button's (another language). */
  labels?: Partial<FileDropLabels>;
  /** Text of the button that opens the file picker; by default the locale's ("Choose files", "Choose a file"). */
  buttonLabel?: string;
}

const isImage = (file: File) => file.type.startsWith('image/');

/** Every text FileDrop shows or announces, besides `label`, `description` and `buttonLabel`. */
export interface FileDropLabels {
  /** Before the button: "Drop files here or" (`single` when only one file is allowed). */
  dropHere: { multiple: string; single: string };
  /** Title of the notice listing files that were not added, for one file and for several. */
  notAdded: { one: string; many: string };
  /** One refused file: "photo.gif — not an accepted type". */
  notAccepted: (fileName: string) => string;
  /** The chosen files' list name, from the field's label. */
  chosenFiles: (label: string) => string;
  /** The remove button's name for one file. */
  remove: (fileName: string) => string;
}

/**
 * Drop files here or choose them with a button (keyboard users use the button). Images get a preview;
 * each file can be removed; files outside the accept list are listed as not added.
 */
export function FileDrop({
  label,
  acceptedFileTypes = [],
  allowsMultiple = true,
  files: controlledFiles,
  defaultFiles = [],
  onChange,
  description,
  buttonLabel: ownButtonLabel,
  labels,
}: FileDropProps) {
  const fileDrop = useTranslations(fileDropMessages);
  const texts = { ...fileDrop, ...labels };
  const buttonLabel = ownButtonLabel ?? (allowsMultiple ? fileDrop.choose.multiple : fileDrop.choose.single);
  const [ownFiles, setOwnFiles] = useState<readonly File[]>(defaultFiles);
  const files = controlledFiles ?? ownFiles;
  const [rejected, setRejected] = useState<File[]>([]);
  const labelId = useId();
  const descriptionId = useId();

  const update = (next: File[]) => {
    setOwnFiles(next);
    onChange?.(next);
  };
  const add = (added: File[]) => {
    const result = addFiles(files, added, { accept: acceptedFileTypes, multiple: allowsMultiple });
    setRejected(result.rejected);
    if (result.files.length !== files.length || result.files.some((file, i) => file !== files[i])) update(result.files);
  };
  const onDrop = async ({ items }: { items: DropItem[] }) => {
    add(await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile())));
  };

  // One object URL per shown image; the previous ones are revoked when the list changes or the block goes away.
  const previews = useMemo(
    () => new Map(files.filter(isImage).map((file) => [file, URL.createObjectURL(file)])),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of previews.values()) URL.revokeObjectURL(url);
    },
    [previews],
  );

  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <DropZone
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        onDrop={onDrop}
        className={styles.zone}
      >
        <svg
          viewBox="0 0 24 24"
          width="28"
          height="28"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path
            d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>{allowsMultiple ? texts.dropHere.multiple : texts.dropHere.single}</span>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => add(Array.from(list ?? []))}
        >
          <Button variant="secondary" size="sm">
            {buttonLabel}
          </Button>
        </FileTrigger>
        {description && (
          <span id={descriptionId} className={styles.hint}>
            {description}
          </span>
        )}
      </DropZone>
      {rejected.length > 0 && (
        <Alert
          variant="danger"
          title={rejected.length === 1 ? texts.notAdded.one : texts.notAdded.many}
          onDismiss={() => setRejected([])}
        >
          <ul className={styles.rejected}>
            {rejected.map((file) => (
              <li key={`${file.name}-${file.lastModified}`}>{texts.notAccepted(file.name)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {files.length > 0 && (
        <ul aria-label={texts.chosenFiles(label)} className={styles.list}>
          {files.map((file) => {
            const preview = previews.get(file);
            return (
              <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.fileItem}>
                {preview ? (
                  <img src={preview} alt="" className={styles.preview} />
                ) : (
                  <span aria-hidden="true" className={styles.filePlaceholder}>
                    <svg
                      viewBox="0 0 24 24"
                      width="24"
                      height="24"
                      aria-hidden="true"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    >
                      <path
                        d="M14 3H6a1 1 0 00-1 1v16a1 1 0 001 1h12a1 1 0 001-1V8z M14 3v5h5"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </span>
                )}
                <span className={styles.fileText}>
                  <span className={styles.fileName}>{file.name}</span>
                  <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
                </span>
                <AriaButton
                  aria-label={texts.remove(file.name)}
                  onPress={() => update(files.filter((chosen) => chosen !== file))}
                  className={styles.remove}
                >
                  <CloseGlyph />
                </AriaButton>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
