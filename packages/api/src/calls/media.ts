// Designed: the file manager and the icon manager (confirm with the server team).

import type { OnUploadProgress } from '../http/xhrFetch.ts';
import { collection, resource } from '../schemas/common.ts';
import { type FileEntry, fileEntrySchema, type Icon, iconSchema } from '../schemas/documents.ts';
import { anyBody, type CallOptions, callEndpoint, dataOf, designed } from './endpoint.ts';

/** An upload's options: its byte progress (sent through XMLHttpRequest in a browser) and cancellation. */
interface UploadOptions extends CallOptions {
  onUploadProgress?: OnUploadProgress;
}

export const mediaEndpoints = {
  getFiles: designed('GET', '/api/files'),
  uploadFiles: designed('POST', '/api/files'),
  createFileFolder: designed('POST', '/api/files/folders'),
  renameFile: designed('PATCH', '/api/files/{id}/rename'),
  deleteFile: designed('DELETE', '/api/files/{id}'),
  getIcons: designed('GET', '/api/icons'),
  uploadIcons: designed('POST', '/api/icons'),
  deleteIcon: designed('DELETE', '/api/icons/{id}'),
};

/** The entries of one folder (`parent_id`; null or left out for the root), folders first. */
export function getFiles(parentId: number | null = null, { signal }: CallOptions = {}): Promise<FileEntry[]> {
  return callEndpoint(mediaEndpoints.getFiles, collection(fileEntrySchema), {
    signal,
    query: { parent_id: parentId ?? undefined },
  }).then(dataOf);
}

export function uploadFiles(parentId: number | null, files: File[], options: UploadOptions = {}): Promise<FileEntry[]> {
  return callEndpoint(mediaEndpoints.uploadFiles, collection(fileEntrySchema), {
    ...options,
    body: { parent_id: parentId, files },
  }).then(dataOf);
}

export function createFileFolder(parentId: number | null, name: string): Promise<FileEntry> {
  return callEndpoint(mediaEndpoints.createFileFolder, resource(fileEntrySchema), {
    body: { parent_id: parentId, name },
  }).then(dataOf);
}

export function renameFile(id: number, name: string): Promise<FileEntry> {
  return callEndpoint(mediaEndpoints.renameFile, resource(fileEntrySchema), { params: { id }, body: { name } }).then(
    dataOf,
  );
}

/** Deletes a file, or a folder with everything in it. */
export async function deleteFile(id: number): Promise<void> {
  await callEndpoint(mediaEndpoints.deleteFile, anyBody, { params: { id } });
}

export function getIcons({ signal }: CallOptions = {}): Promise<Icon[]> {
  return callEndpoint(mediaEndpoints.getIcons, collection(iconSchema), { signal }).then(dataOf);
}

/** Uploads SVG icon files; the server sanitises each and answers the new icons. */
export function uploadIcons(icons: File[], options: UploadOptions = {}): Promise<Icon[]> {
  return callEndpoint(mediaEndpoints.uploadIcons, collection(iconSchema), { ...options, body: { icons } }).then(dataOf);
}

export async function deleteIcon(id: number): Promise<void> {
  await callEndpoint(mediaEndpoints.deleteIcon, anyBody, { params: { id } });
}
