// The files on their way: a byte progress bar each, and a failed file says why with Retry; the others go on.
import { Button, FileDrop, formatFileSize, Text } from '@factory/ui';
import { percentOf } from './fileRules.ts';
import * as styles from './files.css.ts';
import type { UploadItem, Uploads } from './useFiles.ts';

/** A determinate progress bar (bytes sent of the file's size). */
export function UploadProgress({ label, loaded, total }: { label: string; loaded: number; total: number }) {
  const percent = percentOf(loaded, total);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}% (${formatFileSize(loaded)} of ${formatFileSize(total)})`}
      className={styles.progressTrack}
    >
      <div className={styles.progressFill} style={{ width: `${percent}%` }} />
    </div>
  );
}

function UploadRow({ item, uploads }: { item: UploadItem; uploads: Uploads }) {
  return (
    <li className={styles.uploadRow}>
      <span className={styles.entryName}>{item.name}</span>
      {item.status === 'uploading' && (
        <>
          <UploadProgress label={`Uploading ${item.name}`} loaded={item.loaded} total={item.total} />
          <span className={styles.entryMeta}>
            {`${percentOf(item.loaded, item.total)}% · ${formatFileSize(item.loaded)} of ${formatFileSize(item.total)}`}
          </span>
        </>
      )}
      {item.status === 'done' && <Text tone="success">Uploaded.</Text>}
      {item.status === 'failed' && (
        <>
          <Text tone="danger">{`Not uploaded: ${item.error ?? 'something went wrong.'}`}</Text>
          <div className={styles.entryActions}>
            {uploads.canRetry(item.key) && (
              <Button size="sm" variant="secondary" onPress={() => uploads.retry(item.key)}>
                {`Retry ${item.name}`}
              </Button>
            )}
            <Button size="sm" variant="ghost" onPress={() => uploads.dismiss(item.key)}>
              {`Dismiss ${item.name}`}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

export interface UploadAreaProps {
  /** Names the drop zone, e.g. `Upload files`. */
  label: string;
  /** MIME types (or extensions) the file chooser offers; others are listed as not added. */
  acceptedFileTypes: readonly string[];
  /** The limits, stated under the zone. */
  description: string;
  uploads: Uploads;
  allowsMultiple?: boolean;
}

/** Drop or choose files (React Aria DropZone + FileTrigger through the ui FileDrop); each starts at once. */
export function UploadArea({ label, acceptedFileTypes, description, uploads, allowsMultiple = true }: UploadAreaProps) {
  return (
    <div>
      <FileDrop
        label={label}
        files={[]}
        allowsMultiple={allowsMultiple}
        acceptedFileTypes={acceptedFileTypes}
        description={description}
        onChange={(files) => uploads.add(files)}
      />
      {uploads.items.length > 0 && (
        <ul aria-label="Uploads" className={styles.uploadList}>
          {uploads.items.map((item) => (
            <UploadRow key={item.key} item={item} uploads={uploads} />
          ))}
        </ul>
      )}
    </div>
  );
}
