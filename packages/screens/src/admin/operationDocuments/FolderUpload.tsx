// Upload documents into a folder: drop or choose files (the ui FileDrop: React Aria DropZone + FileTrigger), each
// sent on its own with a real byte progress bar; a refused or failed file says why and can be tried again.
import { type OperationDocumentFolder, operationDocumentLimits, uploadOperationDocuments } from '@factory/api';
import { Button, FileDrop, formatFileSize, Heading, Inline, Stack, Text } from '@factory/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { documentsChanged } from '../../queries/index.ts';
import { errorMessageOf } from '../../shared/index.ts';
import * as styles from './operationDocuments.css.ts';
import { percentOf, queued, refusalOf, type Upload, updated } from './uploadQueue.ts';

/** The limits, as the screen states them. */
export const uploadLimitsText = 'PDF, Word, Excel, JPEG or PNG; up to 20 MB each.';

export function FolderUpload({ folder }: { folder: OperationDocumentFolder }) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(1);

  const send = (upload: Upload) => {
    const change = (patch: Partial<Upload>) => setUploads((list) => updated(list, upload.key, patch));
    uploadOperationDocuments(folder.id, [upload.file], {
      onUploadProgress: ({ loaded, total }) => change({ loaded, total }),
    }).then(
      () => {
        change({ status: 'done', error: null });
        void documentsChanged(queryClient);
      },
      (error: unknown) => change({ status: 'failed', error: errorMessageOf(error) }),
    );
  };

  const add = (files: File[]) => {
    const added = queued(files, nextKey.current);
    nextKey.current += added.length;
    setUploads((list) => [...list, ...added]);
    for (const upload of added) if (upload.status === 'sending') send(upload);
  };

  const retry = (upload: Upload) => {
    if (refusalOf(upload.file)) return;
    const again = { ...upload, status: 'sending' as const, loaded: 0, total: upload.file.size, error: null };
    setUploads((list) => updated(list, upload.key, again));
    send(again);
  };

  return (
    <Stack gap="md" as="section" aria-label={`Upload into ${folder.title}`}>
      <Heading level={3} size="sm">
        Upload documents
      </Heading>
      <FileDrop
        label={`Documents for ${folder.title}`}
        description={uploadLimitsText}
        acceptedFileTypes={operationDocumentLimits.accept}
        files={[]}
        onChange={add}
      />
      {uploads.length > 0 && (
        <ul aria-label="Uploads" className={styles.fileList}>
          {uploads.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              onRetry={() => retry(upload)}
              onDismiss={() => setUploads((list) => list.filter((other) => other.key !== upload.key))}
            />
          ))}
        </ul>
      )}
    </Stack>
  );
}

function UploadRow({ upload, onRetry, onDismiss }: { upload: Upload; onRetry: () => void; onDismiss: () => void }) {
  const name = upload.file.name;
  const percent = percentOf(upload);
  return (
    <li className={styles.fileRow}>
      <div className={styles.fileName}>
        <Stack gap="xxs">
          <Text as="span" weight="medium">
            {name}
          </Text>
          {upload.status === 'sending' && (
            <>
              <progress
                className={styles.progress}
                aria-label={`Uploading ${name}`}
                aria-valuetext={`${percent}%: ${formatFileSize(upload.loaded)} of ${formatFileSize(upload.total)}`}
                value={upload.loaded}
                max={Math.max(upload.total, 1)}
              />
              <Text as="span" size="sm" tone="muted">
                {percent === 100
                  ? 'Sent; waiting for the server'
                  : `${formatFileSize(upload.loaded)} of ${formatFileSize(upload.total)} sent`}
              </Text>
            </>
          )}
          {upload.status === 'done' && (
            <Text as="span" size="sm" tone="success">
              Uploaded
            </Text>
          )}
          {upload.status === 'failed' && (
            <Text as="span" size="sm" tone="danger" role="alert">
              {`Not uploaded: ${upload.error}`}
            </Text>
          )}
        </Stack>
      </div>
      {upload.status !== 'sending' && (
        <Inline gap="sm">
          {upload.status === 'failed' && refusalOf(upload.file) === null && (
            <Button variant="secondary" size="sm" onPress={onRetry} aria-label={`Retry ${name}`}>
              Retry
            </Button>
          )}
          <Button variant="ghost" size="sm" onPress={onDismiss} aria-label={`Dismiss ${name}`}>
            Dismiss
          </Button>
        </Inline>
      )}
    </li>
  );
}
