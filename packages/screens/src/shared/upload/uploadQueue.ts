// The upload queue's rules in plain TypeScript: which chosen files go, what each row shows, and the stated limits.
import { type UploadLimit, uploadProblem } from '@factory/api';
import { formatFileSize } from '@factory/ui';

/** An upload limit of @factory/api with the accepted types in words, as the screen states them. */
export interface UploadRules {
  limit: UploadLimit;
  /** The accepted types for people: "PDF, Word, Excel, JPEG or PNG". */
  types: string;
}

/** The limits under the drop zone: "PDF, Word, Excel, JPEG or PNG, up to 20 MB each." */
export const limitsText = ({ limit, types }: UploadRules): string =>
  `${types}, up to ${formatFileSize(limit.maxBytes)} each.`;

/** Why the screen refuses a file before sending it (the limits it states), or null. */
export function refusalOf(file: { name: string; type: string; size: number }, rules: UploadRules): string | null {
  const problem = uploadProblem(file, rules.limit);
  if (problem === 'type') return `Not an accepted type: use ${rules.types}.`;
  if (problem === 'size') return `Larger than ${formatFileSize(rules.limit.maxBytes)}.`;
  if (problem === 'empty') return 'The file is empty.';
  return null;
}

/** Files go one at a time, in the order chosen: the others wait their turn. */
type UploadStatus = 'waiting' | 'sending' | 'done' | 'failed';

/** One chosen file on its way, uploaded, refused or failed: one row of the upload list. */
export interface UploadItem {
  /** Unique within the list. */
  key: number;
  file: File;
  status: UploadStatus;
  /** Bytes sent so far, of `total` (the request body's size while sending, the file's before). */
  loaded: number;
  total: number;
  /** Why it failed, in words (refused before sending, cancelled, or the server's message). */
  error: string | null;
  /** A file refused before sending stays refused: Retry would meet the same limit. */
  refused: boolean;
}

/** New rows for chosen files, keys from `firstKey`: accepted ones wait their turn, refused ones fail with the reason. */
export function queued(files: readonly File[], rules: UploadRules, firstKey: number): UploadItem[] {
  return files.map((file, index) => {
    const error = refusalOf(file, rules);
    return {
      key: firstKey + index,
      file,
      status: error ? 'failed' : 'waiting',
      loaded: 0,
      total: file.size,
      error,
      refused: error !== null,
    };
  });
}

/** The row of `key` changed; the others as they were. */
export const updated = (list: readonly UploadItem[], key: number, change: Partial<UploadItem>): UploadItem[] =>
  list.map((item) => (item.key === key ? { ...item, ...change } : item));

/** The row of `key` queued again, to be sent from its first byte. */
export const restarted = (list: readonly UploadItem[], key: number): UploadItem[] =>
  updated(list, key, { status: 'waiting', loaded: 0, error: null });

/**
 * Whole percent of bytes sent, 0–100, rounded down: 100 % only once every byte went (0 while the size is unknown).
 */
export const percentOf = (loaded: number, total: number): number =>
  total > 0 ? Math.min(100, Math.max(0, Math.floor((loaded / total) * 100))) : 0;

/** What a sending row says: "42% · 3.4 MB of 8 MB". */
export const progressText = ({ loaded, total }: Pick<UploadItem, 'loaded' | 'total'>): string =>
  `${percentOf(loaded, total)}% · ${formatFileSize(loaded)} of ${formatFileSize(total)}`;
