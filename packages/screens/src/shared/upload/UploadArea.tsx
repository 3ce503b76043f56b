// The one upload UI: a drop zone stating the limits, and a row per chosen file with its byte progress and Cancel,
// then "Uploaded." or why not, with Retry and Dismiss.
import { Button, FileDrop, formatFileSize, Text } from '@factory/ui';
import { limitsText, percentOf, progressText, type UploadItem, type UploadRules } from './uploadQueue.ts';
import * as styles from './uploads.css.ts';
import type { UploadQueue } from './useUploadQueue.ts';

type RowProps = { item: UploadItem; uploads: UploadQueue };

function CancelButton({ item, uploads }: RowProps) {
  return (
    <div className={styles.actions}>
      <Button size="sm" variant="ghost" onPress={() => uploads.cancel(item)}>
        {`Cancel ${item.file.name}`}
      </Button>
    </div>
  );
}

function UploadRow({ item, uploads }: RowProps) {
  const { name } = item.file;
  const percent = percentOf(item.loaded, item.total);
  return (
    <li className={styles.row}>
      <span className={styles.name}>{name}</span>
      {item.status === 'waiting' && (
        <>
          <span className={styles.meta}>Waiting.</span>
          <CancelButton item={item} uploads={uploads} />
        </>
      )}
      {item.status === 'sending' && (
        <>
          <progress
            className={styles.progress}
            aria-label={`Uploading ${name}`}
            aria-valuetext={`${percent}% (${formatFileSize(item.loaded)} of ${formatFileSize(item.total)})`}
            max={100}
            value={percent}
          />
          <span className={styles.meta}>{progressText(item)}</span>
          <CancelButton item={item} uploads={uploads} />
        </>
      )}
      {item.status === 'done' && <Text tone="success">Uploaded.</Text>}
      {item.status === 'failed' && (
        <>
          <Text tone="danger" role="alert">{`Not uploaded: ${item.error ?? 'something went wrong.'}`}</Text>
          <div className={styles.actions}>
            {!item.refused && (
              <Button size="sm" variant="secondary" onPress={() => uploads.retry(item)}>
                {`Retry ${name}`}
              </Button>
            )}
            <Button size="sm" variant="ghost" onPress={() => uploads.dismiss(item)}>
              {`Dismiss ${name}`}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

/** The rows of the files chosen so far (nothing until a file is chosen). */
export function UploadList({ uploads }: { uploads: UploadQueue }) {
  if (uploads.items.length === 0) return null;
  return (
    <ul aria-label="Uploads" className={styles.list}>
      {uploads.items.map((item) => (
        <UploadRow key={item.key} item={item} uploads={uploads} />
      ))}
    </ul>
  );
}

export interface UploadAreaProps {
  /** Names the drop zone, e.g. `Upload files`. */
  label: string;
  /** What is accepted and how large, stated under the zone and checked before sending. */
  rules: UploadRules;
  uploads: UploadQueue;
  /** Said after the limits (e.g. what the server does to the file). */
  note?: string;
  /** Default true; false for a field that takes one file. */
  allowsMultiple?: boolean;
  /** The file chooser's button (FileDrop's default: `Choose files`). */
  buttonLabel?: string;
}

/** Drop or choose files (the ui FileDrop: React Aria DropZone + FileTrigger); each starts at once. */
export function UploadArea({ label, rules, uploads, note, allowsMultiple = true, buttonLabel }: UploadAreaProps) {
  return (
    <div className={styles.area}>
      <FileDrop
        label={label}
        files={[]}
        acceptedFileTypes={rules.limit.accept}
        description={note ? `${limitsText(rules)} ${note}` : limitsText(rules)}
        allowsMultiple={allowsMultiple}
        buttonLabel={buttonLabel}
        onChange={uploads.add}
      />
      <UploadList uploads={uploads} />
    </div>
  );
}
