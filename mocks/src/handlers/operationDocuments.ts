// Operation documents: the admin's folders, files and access, and the folders a customer may see.

import { recordId, uploadLimits, uploadProblem, withAttribute } from '@factory/api';
import { db, nextId, notDeleted, now } from '../db.ts';
import { folderPath, visibleTopFolders } from '../documentAccess.ts';
import { apiRoute } from '../http/guard.ts';
import { noContent, validationResponse } from '../http/laravel.ts';
import { messages } from '../http/validation.ts';
import { folderResource } from '../resources.ts';
import { filesOf, findRow, invalid, notFound, queryFlag, resourceResponse } from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// Operation documents
/** Why the server refuses an operation document (its type or size; the limits the upload screen states), or null. */
function documentRefusal(file: File): string | null {
  const problem = uploadProblem(file, uploadLimits.operationDocument);
  if (problem === 'type') return 'The file must be a PDF, Word, Excel, JPEG or PNG file.';
  if (problem === 'size')
    return `The file may not be greater than ${uploadLimits.operationDocument.maxBytes / 1024 ** 2} MB.`;
  return null;
}

const folderRule = (value: unknown) =>
  notDeleted(db.folders).some((f) => f.id === Number(value)) ? null : messages.in;

const topFolders = () => notDeleted(db.folders).filter((f) => f.parent_id === null);

function deleteFolderTree(id: number, at: string) {
  for (const folder of db.folders.filter((f) => f.id === id || f.parent_id === id)) {
    if (folder.deleted_at) continue;
    folder.deleted_at = at;
    if (folder.id !== id) deleteFolderTree(folder.id, at);
  }
}

export const documentHandlers = [
  apiRoute('GET /api/operation-documents', { area: 'operation-documents', action: 'view' }, ({ query }) =>
    resourceResponse(topFolders().map((f) => folderResource(f, queryFlag(query, 'includeChildren')))),
  ),
  apiRoute('POST /api/operation-documents', { area: 'operation-documents', action: 'create' }, ({ input }) => {
    const failed = invalid(input, { title: ['required', 'max:255'], parent_id: [folderRule] });
    if (failed) return failed;
    const parentId =
      input.parent_id === undefined || input.parent_id === '' || input.parent_id === null
        ? null
        : Number(input.parent_id);
    const folder = {
      id: nextId(db.folders),
      title: String(input.title).trim(),
      parent_id: parentId,
      files: [],
      // A new folder has no access of its own; inside a shared folder it is seen through that folder.
      customer_ids: [],
      company_ids: [],
      deleted_at: null,
    };
    db.folders.push(folder);
    return resourceResponse(folderResource(folder, true), 201);
  }),
  apiRoute(
    'PATCH /api/operation-documents/rename/{id}',
    { area: 'operation-documents', action: 'edit' },
    ({ params, input }) => {
      const folder = findRow(db.folders, params.id);
      if (!folder) return notFound();
      const failed = invalid(input, { title: ['required', 'max:255'] });
      if (failed) return failed;
      folder.title = String(input.title).trim();
      return resourceResponse(folderResource(folder, true));
    },
  ),
  apiRoute(
    'DELETE /api/operation-documents/files/{fileId}',
    { area: 'operation-documents', action: 'delete' },
    ({ params }) => {
      const fileId = recordId(params.fileId);
      const folder = notDeleted(db.folders).find((f) => f.files.some((file) => file.id === fileId));
      if (!folder) return notFound();
      folder.files = folder.files.filter((file) => file.id !== fileId);
      return noContent();
    },
  ),
  apiRoute('DELETE /api/operation-documents/{id}', { area: 'operation-documents', action: 'delete' }, ({ params }) => {
    const folder = findRow(db.folders, params.id);
    if (!folder) return notFound();
    deleteFolderTree(folder.id, now());
    return noContent();
  }),
  apiRoute(
    'PUT /api/operation-documents/{id}/access',
    { area: 'operation-documents', action: 'edit' },
    ({ params, input }) => {
      const folder = findRow(db.folders, params.id);
      if (!folder) return notFound();
      const customers = new Set(notDeleted(db.customers).map((c) => c.id));
      const companies = new Set(db.companies.map((c) => c.id));
      const errors: Record<string, string[]> = {};
      const idsOf = (field: 'customer_ids' | 'company_ids', known: Set<number>) => {
        const value = input[field] ?? [];
        if (!Array.isArray(value)) {
          errors[field] = [withAttribute(messages.array, field)];
          return [];
        }
        const ids = value.map(Number);
        const unknown = ids.findIndex((id) => !known.has(id));
        const key = `${field}.${unknown}`;
        if (unknown !== -1) errors[key] = [withAttribute(messages.in, key)];
        return [...new Set(ids)];
      };
      const customerIds = idsOf('customer_ids', customers);
      const companyIds = idsOf('company_ids', companies);
      if (Object.keys(errors).length > 0) return validationResponse(errors);
      folder.customer_ids = customerIds;
      folder.company_ids = companyIds;
      return resourceResponse(folderResource(folder, true));
    },
  ),
  apiRoute(
    'POST /api/operation-documents/{id}/files',
    { area: 'operation-documents', action: 'create' },
    ({ params, input }) => {
      const folder = findRow(db.folders, params.id);
      if (!folder) return notFound();
      const files = filesOf(input.files);
      if (files.length === 0) return validationResponse({ files: [messages.required] });
      const refused = files.findIndex((file) => documentRefusal(file) !== null);
      if (refused !== -1) {
        return validationResponse({ [`files.${refused}`]: [documentRefusal(files[refused] as File) ?? ''] });
      }
      const firstId = Math.max(0, ...db.folders.flatMap((f) => f.files.map((file) => file.id))) + 1;
      const added = files.map((file, index) => {
        const url = `/media/documents/${folder.id}/${encodeURIComponent(file.name)}`;
        db.uploads.set(decodeURIComponent(url), file);
        return {
          id: firstId + index,
          name: file.name,
          url,
          mime_type: file.type || null,
          size: file.size,
          created_at: now(),
        };
      });
      folder.files.push(...added);
      return resourceResponse(added, 201);
    },
  ),
  // A customer's shared folders: the highest folders shared with the customer or their company, with everything
  // inside them and the titles of the (unshared) folders above them. A login that is no customer (staff) has none.
  apiRoute('GET /api/my-documents', 'user', ({ user }) => {
    const folders = notDeleted(db.folders);
    return resourceResponse(
      visibleTopFolders(
        folders,
        notDeleted(db.customers).find((c) => c.user_id === user.id),
      ).map((f) => ({ ...folderResource(f, true), path: folderPath(folders, f) })),
    );
  }),
];
