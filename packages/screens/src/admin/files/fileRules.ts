// The file manager's rules in plain TypeScript: what may be uploaded, folder names, previews, progress.
import { type FileEntry, thumbnailUrl } from '@factory/api';

/** What a browser or picker takes: `image` only the raster images a browser shows, `any` also PDF documents. */
export type FileAccept = 'image' | 'any';

/**
 * Raster images only: an uploaded SVG is served as a download (it could carry script), so SVG icons go through
 * the icon manager, which sanitises them.
 */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const documentTypes = ['application/pdf'] as const;

/** The largest file the file manager takes, in bytes (10 MB). */
export const maxUploadBytes = 10 * 1024 * 1024;
const maxUploadText = '10 MB';

/** The MIME types a browser or picker accepts. */
export const acceptedTypes = (accept: FileAccept): readonly string[] =>
  accept === 'image' ? imageTypes : [...imageTypes, ...documentTypes];

/** The limits as the UI states them. */
export const uploadLimitsText = (accept: FileAccept): string =>
  accept === 'image'
    ? `JPEG, PNG, WebP or GIF images, up to ${maxUploadText} each.`
    : `JPEG, PNG, WebP or GIF images and PDF documents, up to ${maxUploadText} each.`;

interface UploadCandidate {
  name: string;
  type: string;
  size: number;
}

/** Why a file cannot be uploaded, or null when it can. */
export function uploadProblem(file: UploadCandidate, accept: FileAccept): string | null {
  if (!acceptedTypes(accept).includes(file.type)) {
    return accept === 'image' ? 'Not a JPEG, PNG, WebP or GIF image.' : 'Not an accepted type.';
  }
  if (file.size > maxUploadBytes) return `Larger than ${maxUploadText}.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/** True for a file entry the browser can show as a picture. */
export const isImageEntry = (entry: FileEntry): boolean =>
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

/** Whole percent of bytes sent, 0–100. */
export const percentOf = (loaded: number, total: number): number =>
  total <= 0 ? 0 : Math.min(100, Math.round((loaded / total) * 100));

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
