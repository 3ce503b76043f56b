// The file manager and the icon manager: folders, uploads, renames and deletes.

import { uploadLimits } from '@factory/api';
import { db, nextId, now } from '../db.ts';
import { apiRoute } from '../http/guard.ts';
import { type Input, noContent, validationResponse } from '../http/laravel.ts';
import { messages } from '../http/validation.ts';
import { sanitizeSvg } from '../media/sanitizeSvg.ts';
import { sniffImageType } from '../media/sniff.ts';
import { filesOf, findRow, invalid, notFound, numberOrNull, resourceResponse } from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// File manager and icons
const folderOrRoot = (value: unknown) =>
  db.fileEntries.some((e) => e.id === Number(value) && e.kind === 'folder') ? null : messages.in;

const parentOf = (input: Input) => numberOrNull(input.parent_id);

const siblingsOf = (parentId: number | null) => db.fileEntries.filter((e) => e.parent_id === parentId);

const uniqueName = (parentId: number | null, exceptId: number | null) => (name: unknown) =>
  siblingsOf(parentId).some((e) => e.name === String(name).trim() && e.id !== exceptId)
    ? messages.unique('name')
    : null;

// The limits are @factory/api's `uploadLimits` (the screens state the same ones).
const fileMessages = {
  type: 'Only JPEG, PNG, WebP or GIF images and PDF documents can be uploaded.',
  size: `A file may be at most ${uploadLimits.file.maxBytes / 1024 ** 2} MB.`,
  iconType: 'An icon must be an SVG image.',
  iconSize: `An icon may be at most ${uploadLimits.icon.maxBytes / 1024} KB.`,
} as const;

/** Why the file manager refuses a file, by what its bytes are (not what the uploader said), or null. */
async function fileProblem(file: File): Promise<string | null> {
  if (file.size > uploadLimits.file.maxBytes) return fileMessages.size;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const sniffed =
    sniffImageType(head) ?? (String.fromCharCode(...head.slice(0, 5)) === '%PDF-' ? 'application/pdf' : null);
  return sniffed && uploadLimits.file.accept.some((type) => type === sniffed) ? null : fileMessages.type;
}

/** A file name safe in a URL path: letters, digits, dot, dash, underscore. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'file';

function removeEntry(id: number) {
  for (const child of db.fileEntries.filter((e) => e.parent_id === id)) removeEntry(child.id);
  db.fileEntries = db.fileEntries.filter((e) => e.id !== id);
}

export const mediaAdminHandlers = [
  apiRoute('GET /api/files', { area: 'files', action: 'view' }, ({ query }) => {
    const parentId = numberOrNull(query.get('parent_id'));
    const entries = siblingsOf(parentId).sort((a, b) =>
      a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'folder' ? -1 : 1,
    );
    return resourceResponse(entries);
  }),
  apiRoute('POST /api/files', { area: 'files', action: 'create' }, async ({ input }) => {
    const failed = invalid(input, { parent_id: [folderOrRoot] });
    if (failed) return failed;
    const files = filesOf(input.files);
    if (files.length === 0) return validationResponse({ files: [messages.required] });
    for (const file of files) {
      const problem = await fileProblem(file);
      if (problem) return validationResponse({ files: [`${file.name}: ${problem}`] });
    }
    const parentId = parentOf(input);
    const added = files.map((file) => {
      const id = nextId(db.fileEntries);
      const url = `/media/uploads/${id}-${safeName(file.name)}`;
      db.uploads.set(url, file);
      const entry = {
        id,
        kind: 'file' as const,
        name: file.name,
        parent_id: parentId,
        url,
        mime_type: file.type || null,
        size: file.size,
        updated_at: now(),
      };
      db.fileEntries.push(entry);
      return entry;
    });
    return resourceResponse(added, 201);
  }),
  apiRoute('POST /api/files/folders', { area: 'files', action: 'create' }, ({ input }) => {
    const parentId = parentOf(input);
    const failed = invalid(input, {
      parent_id: [folderOrRoot],
      name: ['required', 'max:255', uniqueName(parentId, null)],
    });
    if (failed) return failed;
    const entry = {
      id: nextId(db.fileEntries),
      kind: 'folder' as const,
      name: String(input.name).trim(),
      parent_id: parentId,
      url: null,
      mime_type: null,
      size: null,
      updated_at: now(),
    };
    db.fileEntries.push(entry);
    return resourceResponse(entry, 201);
  }),
  apiRoute('PATCH /api/files/{id}/rename', { area: 'files', action: 'edit' }, ({ params, input }) => {
    const entry = findRow(db.fileEntries, params.id);
    if (!entry) return notFound();
    const failed = invalid(input, { name: ['required', 'max:255', uniqueName(entry.parent_id, entry.id)] });
    if (failed) return failed;
    Object.assign(entry, { name: String(input.name).trim(), updated_at: now() });
    return resourceResponse(entry);
  }),
  apiRoute('DELETE /api/files/{id}', { area: 'files', action: 'delete' }, ({ params }) => {
    const entry = findRow(db.fileEntries, params.id);
    if (!entry) return notFound();
    removeEntry(entry.id);
    return noContent();
  }),
  apiRoute('GET /api/icons', { area: 'icons', action: 'view' }, () => resourceResponse(db.icons)),
  apiRoute('POST /api/icons', { area: 'icons', action: 'create' }, async ({ input }) => {
    const files = filesOf(input.icons);
    if (files.length === 0) return validationResponse({ icons: [messages.required] });
    const cleaned: { file: File; svg: string }[] = [];
    for (const file of files) {
      if (file.size > uploadLimits.icon.maxBytes)
        return validationResponse({ icons: [`${file.name}: ${fileMessages.iconSize}`] });
      // Scripts, event handlers and external references are removed; what is stored and served is the clean copy.
      const svg = sanitizeSvg(await file.text());
      if (!svg) return validationResponse({ icons: [`${file.name}: ${fileMessages.iconType}`] });
      cleaned.push({ file, svg });
    }
    const added = cleaned.map(({ file, svg }) => {
      const id = nextId(db.icons);
      const name = file.name.replace(/\.[^.]+$/, '');
      const url = `/media/icons/${id}-${safeName(name)}.svg`;
      db.uploads.set(url, new Blob([svg], { type: 'image/svg+xml' }));
      const icon = { id, name, url };
      db.icons.push(icon);
      return icon;
    });
    return resourceResponse(added, 201);
  }),
  apiRoute('DELETE /api/icons/{id}', { area: 'icons', action: 'delete' }, ({ params }) => {
    const icon = findRow(db.icons, params.id);
    if (!icon) return notFound();
    db.icons.splice(db.icons.indexOf(icon), 1);
    return noContent();
  }),
];
