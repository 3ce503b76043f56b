// A category's picture as the file manager's FilePicker shows a chosen file (the category carries only its id and URL).
import type { FileEntry } from '@factory/api';

const mimeByExtension: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The picked file of a picture slot, or null when the category has none. */
export function pictureEntry(fileId: number | null, url: string | null): FileEntry | null {
  if (fileId === null || url === null) return null;
  const name = url.split('/').pop() || `file-${fileId}`;
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return {
    id: fileId,
    kind: 'file',
    name,
    parent_id: null,
    url,
    mime_type: mimeByExtension[extension] ?? null,
    size: null,
    updated_at: '',
  };
}
