// The data side of the file manager and the picker: one folder's entries, the folder trail, and uploads that
// each go on their own (their own progress bar; a failed file keeps the others).

import { type FileEntry, type UploadProgress, uploadFiles } from '@factory/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { folderChanged, folderQuery } from '../../queries/index.ts';
import { errorMessageOf } from '../../shared/index.ts';
import { backTo, type FileAccept, type FolderStep, openFolder, rootStep, uploadProblem } from './fileRules.ts';

/** The entries of one folder, folders first (the server's order). */
export function useFolder(parentId: number | null, enabled = true) {
  return useQuery({ ...folderQuery(parentId), enabled });
}

/** Where the browser is: the trail from the root to the open folder. */
export function useFolderTrail() {
  const [trail, setTrail] = useState<FolderStep[]>([rootStep]);
  const current = trail[trail.length - 1] ?? rootStep;
  return {
    trail,
    current,
    open: useCallback((folder: FileEntry) => setTrail((t) => openFolder(t, folder)), []),
    goTo: useCallback((index: number) => setTrail((t) => backTo(t, index)), []),
  };
}
export type FolderTrail = ReturnType<typeof useFolderTrail>;

export type UploadStatus = 'uploading' | 'done' | 'failed';

/** One file on its way (or refused, or failed): what the upload list shows. */
export interface UploadItem {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  loaded: number;
  total: number;
  /** Why it failed (refused before sending, or the server's message). */
  error?: string;
}

let uploadCount = 0;

export interface UploadQueueOptions<T> {
  /** Why a file is refused before sending, or null. */
  check: (file: File) => string | null;
  /** Sends one file, reporting bytes sent; answers what was created. */
  send: (file: File, onUploadProgress: (progress: UploadProgress) => void) => Promise<T | undefined>;
  /** After a file is uploaded (refresh lists, pick it…). */
  onUploaded?: (created: T) => void | Promise<void>;
}

/**
 * Uploads files each in its own request, so each has its own byte progress and a failure stays with its file.
 * Files outside the limits are refused at once with the reason; the others still go.
 */
export function useUploadQueue<T>({ check, send, onUploaded }: UploadQueueOptions<T>) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const latest = useRef({ send, onUploaded });
  latest.current = { send, onUploaded };
  const patch = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const start = useCallback(
    async (key: string, file: File) => {
      patch(key, { status: 'uploading', loaded: 0, total: file.size, error: undefined });
      try {
        const created = await latest.current.send(file, ({ loaded, total }) => patch(key, { loaded, total }));
        patch(key, { status: 'done', loaded: file.size, total: file.size });
        files.current.delete(key);
        if (created !== undefined) await latest.current.onUploaded?.(created);
      } catch (error) {
        patch(key, { status: 'failed', error: errorMessageOf(error) });
      }
    },
    [patch],
  );

  const add = useCallback(
    (chosen: readonly File[]) => {
      const fresh = chosen.map((file) => {
        uploadCount += 1;
        const key = `upload-${uploadCount}`;
        const problem = check(file);
        const item: UploadItem = {
          key,
          name: file.name,
          size: file.size,
          status: problem ? 'failed' : 'uploading',
          loaded: 0,
          total: file.size,
          error: problem ?? undefined,
        };
        return { item, file, problem };
      });
      setItems((list) => [...list, ...fresh.map((f) => f.item)]);
      for (const { item, file, problem } of fresh) {
        if (problem) continue;
        files.current.set(item.key, file);
        void start(item.key, file);
      }
    },
    [check, start],
  );

  /** Sends a failed file again (only one that was sent and failed; a refused file stays refused). */
  const retry = useCallback(
    (key: string) => {
      const file = files.current.get(key);
      if (file) void start(key, file);
    },
    [start],
  );
  const canRetry = (key: string) => files.current.has(key);
  const dismiss = useCallback((key: string) => {
    files.current.delete(key);
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  return { items, add, retry, canRetry, dismiss };
}
export type Uploads = ReturnType<typeof useUploadQueue>;

/** Uploads into a folder of the file manager; the folder's list refreshes after each file. */
export function useUploads(parentId: number | null, accept: FileAccept, onUploaded?: (entry: FileEntry) => void) {
  const queryClient = useQueryClient();
  const check = useCallback((file: File) => uploadProblem(file, accept), [accept]);
  return useUploadQueue<FileEntry>({
    check,
    send: async (file, onUploadProgress) => (await uploadFiles(parentId, [file], { onUploadProgress }))[0],
    onUploaded: async (entry) => {
      await folderChanged(queryClient, parentId);
      onUploaded?.(entry);
    },
  });
}
