// The file manager's rules in plain TypeScript: what may be uploaded, folder names, previews.
import { type FileEntry, thumbnailUrl, uploadLimits } from '@factory/api';
import type { UploadRules } from '../../shared/upload/index.ts';

/** What a browser or picker takes: `image` only the raster images a browser shows, `any` also PDF documents. */
export type FileAccept = 'image' | 'any';

/** The file manager's upload limits (@factory/api's), with the types as the screen states them. */
export const fileUploadRules: Record<FileAccept, UploadRules> = {
  image: { limit: uploadLimits.fileImage, types: 'JPEG, PNG, WebP or GIF images' },
  any: { limit: uploadLimits.file, types: 'JPEG, PNG, WebP or GIF images and PDF documents' },
};

/** True for a file entry the browser can show as a picture. */
const isImageEntry = (entry: FileEntry): boolean =>
  entry.kind === 'file' && entry.url !== null && (entry.mime_type ?? '').startsWith('image/');

/** The 600x600 thumbnail of an image entry (the api's rule), or null. */
export const previewOf = (entry: FileEntry): string | null =>
  isImageEntry(entry) && entry.url ? thumbnailUrl(entry.url) : null;

/** Whether an entry is listed where only `accept` files may be chosen (folders always are). */
export const isListed = (entry: FileEntry, accept: FileAccept): boolean =>
  entry.kind === 'folder' || accept === 'any' || isImageEntry(entry);

/** Why a new name for a file or folder cannot be used, or null. Siblings are the entries beside it. */
export function nameProblem(name: string, siblings: readonly FileEntry[], exceptId: number | null): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a name.';
  if (trimmed.length > 255) return 'Use at most 255 characters.';
  if (/[/\\]/.test(trimmed)) return 'A name cannot contain / or \\.';
  if (trimmed === '.' || trimmed === '..') return 'Choose another name.';
  if (siblings.some((entry) => entry.name === trimmed && entry.id !== exceptId)) {
    return 'Something in this folder already has this name.';
  }
  return null;
}

/** The URL to copy: absolute, on the given origin when the entry's URL is a path. */
export const absoluteUrl = (url: string, origin: string): string => new URL(url, origin).href;

/** One step of the folder trail: the root has id null. */
export interface FolderStep {
  id: number | null;
  name: string;
}

export const rootStep: FolderStep = { id: null, name: 'All files' };

/** The trail after opening `folder` from the last step. */
export const openFolder = (trail: readonly FolderStep[], folder: FileEntry): FolderStep[] => [
  ...trail,
  { id: folder.id, name: folder.name },
];

/** The trail cut back to step `index` (a breadcrumb press). */
export const backTo = (trail: readonly FolderStep[], index: number): FolderStep[] =>
  trail.slice(0, Math.max(1, index + 1));
