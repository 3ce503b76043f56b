// Operation documents: shared folders staff manage and customers see as "my documents" (spec §7).
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

export interface NewFolderInput {
  title: string;
  /** The folder to create it in; null for a top-level folder. */
  parent_id: number | null;
}

/** Top-level folders; with `includeChildren` their sub-folders and files too. */
export function getOperationDocuments(options: { includeChildren?: boolean } = {}): Promise<OperationDocumentFolder[]> {
  return callEndpoint(operationDocumentsEndpoints.getOperationDocuments, collection(operationDocumentFolderSchema), {
    query: options,
  }).then(dataOf);
}

export function createOperationDocumentFolder(input: NewFolderInput): Promise<OperationDocumentFolder> {
  return callEndpoint(
    operationDocumentsEndpoints.createOperationDocumentFolder,
    resource(operationDocumentFolderSchema),
    {
      body: input,
    },
  ).then(dataOf);
}

export function renameOperationDocumentFolder(id: number, title: string): Promise<OperationDocumentFolder> {
  return callEndpoint(
    operationDocumentsEndpoints.renameOperationDocumentFolder,
    resource(operationDocumentFolderSchema),
    {
      params: { id },
      body: { title },
    },
  ).then(dataOf);
}

export async function deleteOperationDocumentFolder(id: number): Promise<void> {
  await callEndpoint(operationDocumentsEndpoints.deleteOperationDocumentFolder, anyBody, { params: { id } });
}

/** Designed body: the ids of the users who may see the folder (replaces the previous list). */
export function setOperationDocumentAccess(id: number, userIds: number[]): Promise<OperationDocumentFolder> {
  return callEndpoint(operationDocumentsEndpoints.setOperationDocumentAccess, resource(operationDocumentFolderSchema), {
    params: { id },
    body: { user_ids: userIds },
  }).then(dataOf);
}

/** The folders shared with the logged-in user, with their sub-folders and files. */
export function getMyDocuments({ signal }: CallOptions = {}): Promise<OperationDocumentFolder[]> {
  return callEndpoint(operationDocumentsEndpoints.getMyDocuments, collection(operationDocumentFolderSchema), {
    signal,
  }).then(dataOf);
}

export function uploadOperationDocuments(folderId: number, files: File[]): Promise<DocumentFile[]> {
  return callEndpoint(operationDocumentsEndpoints.uploadOperationDocuments, collection(documentFileSchema), {
    params: { id: folderId },
    body: { files },
  }).then(dataOf);
}

export async function deleteOperationDocument(fileId: number): Promise<void> {
  await callEndpoint(operationDocumentsEndpoints.deleteOperationDocument, anyBody, { params: { fileId } });
}
