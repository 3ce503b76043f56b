// The upload list of a folder: one entry per chosen file, each sent on its own so one failure keeps the others.
import { operationDocumentProblem } from '@factory/api';

export type UploadStatus = 'sending' | 'done' | 'failed';

export interface Upload {
  /** Unique within the list. */
  key: number;
  file: File;
  status: UploadStatus;
  /** Bytes sent so far, of `total` (the request body's size while sending, the file's before). */
  loaded: number;
  total: number;
  /** Why it failed, in words. */
  error: string | null;
}

/** Why the screen refuses a file before sending it (the limits it states), or null. */
export function refusalOf(file: File): string | null {
  const problem = operationDocumentProblem(file);
  if (problem === 'type') return 'Not an accepted type: use PDF, Word, Excel, JPEG or PNG.';
  if (problem === 'size') return 'Larger than 20 MB.';
  return null;
}

/** New entries for chosen files: accepted ones start sending, refused ones fail at once with the reason. */
export function queued(files: readonly File[], firstKey: number): Upload[] {
  return files.map((file, index) => {
    const error = refusalOf(file);
    return {
      key: firstKey + index,
      file,
      status: error ? 'failed' : 'sending',
      loaded: 0,
      total: file.size,
      error,
    };
  });
}

/** Replaces one entry by key. */
export function updated(list: readonly Upload[], key: number, change: Partial<Upload>): Upload[] {
  return list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload));
}

/** The share sent, 0–100, for the progress bar. */
export function percentOf(upload: Pick<Upload, 'loaded' | 'total' | 'status'>): number {
  if (upload.status === 'done') return 100;
  if (upload.total <= 0) return 0;
  return Math.min(100, Math.round((upload.loaded / upload.total) * 100));
}
