// Operation documents: shared folders staff manage and customers see as "my documents" (spec §7).

import type { OnUploadProgress } from '../http/xhrFetch.ts';
import { collection, resource } from '../schemas/common.ts';
import {
  type DocumentFile,
  documentFileSchema,
  type OperationDocumentFolder,
  operationDocumentFolderSchema,
} from '../schemas/documents.ts';
import { anyBody, type CallOptions, callEndpoint, dataOf, designed, spec } from './endpoint.ts';

export const operationDocumentsEndpoints = {
  getOperationDocuments: spec('GET', '/api/operation-documents'),
  createOperationDocumentFolder: spec('POST', '/api/operation-documents'),
  renameOperationDocumentFolder: spec('PATCH', '/api/operation-documents/rename/{id}'),
  deleteOperationDocumentFolder: spec('DELETE', '/api/operation-documents/{id}'),
  setOperationDocumentAccess: spec('PUT', '/api/operation-documents/{id}/access'),
  getMyDocuments: spec('GET', '/api/my-documents'),
  uploadOperationDocuments: designed('POST', '/api/operation-documents/{id}/files'),
  deleteOperationDocument: designed('DELETE', '/api/operation-documents/files/{fileId}'),
};

interface NewFolderInput {
  title: string;
  /** The folder to create it in; null for a top-level folder. */
  parent_id: number | null;
}

/** Top-level folders; with `includeChildren` their sub-folders and files too. */
export function getOperationDocuments({
  includeChildren,
  signal,
}: { includeChildren?: boolean } & CallOptions = {}): Promise<OperationDocumentFolder[]> {
  return callEndpoint(operationDocumentsEndpoints.getOperationDocuments, collection(operationDocumentFolderSchema), {
    query: { includeChildren },
    signal,
  }).then(dataOf);
}

export function createOperationDocumentFolder(
  input: NewFolderInput,
  { signal }: CallOptions = {},
): Promise<OperationDocumentFolder> {
  return callEndpoint(
    operationDocumentsEndpoints.createOperationDocumentFolder,
    resource(operationDocumentFolderSchema),
    { body: input, signal },
  ).then(dataOf);
}

export function renameOperationDocumentFolder(
  id: number,
  title: string,
  { signal }: CallOptions = {},
): Promise<OperationDocumentFolder> {
  return callEndpoint(
    operationDocumentsEndpoints.renameOperationDocumentFolder,
    resource(operationDocumentFolderSchema),
    { params: { id }, body: { title }, signal },
  ).then(dataOf);
}

export async function deleteOperationDocumentFolder(id: number, { signal }: CallOptions = {}): Promise<void> {
  await callEndpoint(operationDocumentsEndpoints.deleteOperationDocumentFolder, anyBody, { params: { id }, signal });
}

/** Who may see a folder: customers by id, and companies (all their customers) by id. */
interface FolderAccessInput {
  customer_ids: number[];
  company_ids: number[];
}

/** Designed body: `{ customer_ids, company_ids }`; both lists replace the previous ones. */
export function setOperationDocumentAccess(id: number, access: FolderAccessInput): Promise<OperationDocumentFolder> {
  return callEndpoint(operationDocumentsEndpoints.setOperationDocumentAccess, resource(operationDocumentFolderSchema), {
    params: { id },
    body: { customer_ids: access.customer_ids, company_ids: access.company_ids },
  }).then(dataOf);
}

/** The folders shared with the logged-in user, with their sub-folders and files. */
export function getMyDocuments({ signal }: CallOptions = {}): Promise<OperationDocumentFolder[]> {
  return callEndpoint(operationDocumentsEndpoints.getMyDocuments, collection(operationDocumentFolderSchema), {
    signal,
  }).then(dataOf);
}

/**
 * Uploads files into a folder (multipart, `files[]`); `onUploadProgress` reports the bytes sent. The screen sends one
 * file per call, so one refused file does not lose the others.
 */
export function uploadOperationDocuments(
  folderId: number,
  files: File[],
  { onUploadProgress, signal }: CallOptions & { onUploadProgress?: OnUploadProgress } = {},
): Promise<DocumentFile[]> {
  return callEndpoint(operationDocumentsEndpoints.uploadOperationDocuments, collection(documentFileSchema), {
    params: { id: folderId },
    body: { files },
    onUploadProgress,
    signal,
  }).then(dataOf);
}

export async function deleteOperationDocument(fileId: number): Promise<void> {
  await callEndpoint(operationDocumentsEndpoints.deleteOperationDocument, anyBody, { params: { fileId } });
}
