// The data side of the file manager and the picker: one folder's entries, the folder trail, and uploads into it
// (the shared upload queue).

import { type FileEntry, uploadFiles } from '@factory/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { folderChanged, folderQuery } from '../../queries/index.ts';
import { useUploadQueue } from '../../shared/upload/index.ts';
import { backTo, type FileAccept, type FolderStep, fileUploadRules, openFolder, rootStep } from './fileRules.ts';

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

/** Uploads into a folder of the file manager; the folder's list refreshes after each file. */
export function useUploads(parentId: number | null, accept: FileAccept, onUploaded?: (entry: FileEntry) => void) {
  const queryClient = useQueryClient();
  return useUploadQueue<FileEntry | undefined>({
    rules: fileUploadRules[accept],
    send: async (file, options) => (await uploadFiles(parentId, [file], options))[0],
    onUploaded: async (entry) => {
      await folderChanged(queryClient, parentId);
      if (entry) onUploaded?.(entry);
    },
  });
}
