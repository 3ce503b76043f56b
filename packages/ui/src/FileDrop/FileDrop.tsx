import { useEffect, useId, useMemo, useState } from 'react';
import { Button as AriaButton, type DropItem, DropZone, FileTrigger, isFileDropItem } from 'react-aria-components';
import { Alert } from '../Alert/Alert.tsx';
import { CloseGlyph } from '../Alert/glyphs.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './FileDrop.css.ts';
import { addFiles, formatFileSize } from './fileDropLogic.ts';

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
  /** Text of the button that opens the file picker. Default `Choose files` (`Choose a file` when single). */
  buttonLabel?: string;
}

const isImage = (file: File) => file.type.startsWith('image/');

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
  buttonLabel = allowsMultiple ? 'Choose files' : 'Choose a file',
}: FileDropProps) {
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
        <span>{allowsMultiple ? 'Drop files here or' : 'Drop a file here or'}</span>
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
          title={rejected.length === 1 ? 'This file was not added:' : 'These files were not added:'}
          onDismiss={() => setRejected([])}
        >
          <ul className={styles.rejected}>
            {rejected.map((file) => (
              <li key={`${file.name}-${file.lastModified}`}>{file.name} — not an accepted type</li>
            ))}
          </ul>
        </Alert>
      )}
      {files.length > 0 && (
        <ul aria-label={`${label}: chosen files`} className={styles.list}>
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
                  aria-label={`Remove ${file.name}`}
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
