import { recycleBinTypes } from '@factory/api';
import { db, nextId, now } from '../db.ts';
import { devCommands } from '../fixtures/index.ts';
import { apiRoute } from '../http/guard.ts';
import { type Input, noContent, validationResponse } from '../http/laravel.ts';
import { messages, type Rules } from '../http/validation.ts';
import { live } from '../resources.ts';
import { exists, filesOf, findRow, invalid, notFound, numberOrNull, resourceResponse } from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// Product access types and their defaults

const accessTypeRules: Rules = {
  title: ['required', { max: 255 }],
  description: [{ max: 1000 }],
  category_ids: [
    'array',
    (ids) => ((ids as unknown[]).every((id) => exists(() => db.categories)(id) === null) ? null : messages.in),
  ],
};
const accessTypeFields = (input: Input) => ({
  title: String(input.title).trim(),
  description: (input.description as string) || null,
  category_ids: Array.isArray(input.category_ids) ? input.category_ids.map(Number) : [],
});

const patRules: Rules = {
  product_access_type_id: ['required', exists(() => db.accessTypes)],
  area_id: [exists(() => db.areas)],
  company_id: [exists(() => db.companies)],
};
const patFields = (input: Input) => ({
  product_access_type_id: Number(input.product_access_type_id),
  area_id: numberOrNull(input.area_id),
  company_id: numberOrNull(input.company_id),
});

export const accessTypeHandlers = [
  apiRoute('GET /api/product-access-types', { area: 'product-access-types', action: 'view' }, () =>
    resourceResponse(db.accessTypes),
  ),
  apiRoute('GET /api/product-access-types/{id}', { area: 'product-access-types', action: 'view' }, ({ params }) => {
    const type = findRow(db.accessTypes, params.id);
    return type ? resourceResponse(type) : notFound();
  }),
  apiRoute('POST /api/product-access-types', { area: 'product-access-types', action: 'create' }, ({ input }) => {
    const failed = invalid(input, accessTypeRules);
    if (failed) return failed;
    const type = { id: nextId(db.accessTypes), ...accessTypeFields(input) };
    db.accessTypes.push(type);
    return resourceResponse(type, 201);
  }),
  apiRoute(
    'PUT /api/product-access-types/{id}',
    { area: 'product-access-types', action: 'edit' },
    ({ params, input }) => {
      const type = findRow(db.accessTypes, params.id);
      if (!type) return notFound();
      const failed = invalid(input, accessTypeRules);
      if (failed) return failed;
      Object.assign(type, accessTypeFields(input));
      return resourceResponse(type);
    },
  ),
  apiRoute(
    'DELETE /api/product-access-types/{id}',
    { area: 'product-access-types', action: 'delete' },
    ({ params }) => {
      const type = findRow(db.accessTypes, params.id);
      if (!type) return notFound();
      db.accessTypes.splice(db.accessTypes.indexOf(type), 1);
      db.patDefaults = db.patDefaults.filter((d) => d.product_access_type_id !== type.id);
      return noContent();
    },
  ),
  apiRoute('GET /api/pat-defaults', { area: 'pat-defaults', action: 'view' }, () => resourceResponse(db.patDefaults)),
  apiRoute('POST /api/pat-defaults', { area: 'pat-defaults', action: 'create' }, ({ input }) => {
    const failed = invalid(input, patRules);
    if (failed) return failed;
    const row = { id: nextId(db.patDefaults), ...patFields(input) };
    db.patDefaults.push(row);
    return resourceResponse(row, 201);
  }),
  apiRoute('PUT /api/pat-defaults/{id}', { area: 'pat-defaults', action: 'edit' }, ({ params, input }) => {
    const row = findRow(db.patDefaults, params.id);
    if (!row) return notFound();
    const failed = invalid(input, patRules);
    if (failed) return failed;
    Object.assign(row, patFields(input));
    return resourceResponse(row);
  }),
  apiRoute('DELETE /api/pat-defaults/{id}', { area: 'pat-defaults', action: 'delete' }, ({ params }) => {
    const row = findRow(db.patDefaults, params.id);
    if (!row) return notFound();
    db.patDefaults.splice(db.patDefaults.indexOf(row), 1);
    return noContent();
  }),
];

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
  apiRoute('POST /api/files', { area: 'files', action: 'create' }, ({ input }) => {
    const failed = invalid(input, { parent_id: [folderOrRoot] });
    if (failed) return failed;
    const files = filesOf(input.files);
    if (files.length === 0) return validationResponse({ files: [messages.required] });
    const parentId = parentOf(input);
    const added = files.map((file) => {
      const url = `/media/uploads/${file.name}`;
      db.uploads.set(url, file);
      const entry = {
        id: nextId(db.fileEntries),
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
      name: ['required', { max: 255 }, uniqueName(parentId, null)],
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
    const failed = invalid(input, { name: ['required', { max: 255 }, uniqueName(entry.parent_id, entry.id)] });
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
  apiRoute('POST /api/icons', { area: 'icons', action: 'create' }, ({ input }) => {
    const files = filesOf(input.icons);
    if (files.length === 0) return validationResponse({ icons: [messages.required] });
    const added = files.map((file) => {
      const name = file.name.replace(/\.[^.]+$/, '');
      const url = `/media/icons/${file.name}`;
      db.uploads.set(url, file);
      const icon = { id: nextId(db.icons), name, url };
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

// ---------------------------------------------------------------------------------------------------------------
// Reports, analysis, recycle bin, dev commands

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dateRule = (value: unknown) =>
  datePattern.test(String(value)) ? null : 'The field must be a valid date (YYYY-MM-DD).';

/**
 * The date range of the "new" reports. Without one, the 30 days up to the newest product: the fixtures are
 * dated, so "the last 30 days" of the real clock would show nothing in stories.
 */
function reportRange(query: URLSearchParams): { from: string; to: string } | Response {
  const input = { from: query.get('from') ?? undefined, to: query.get('to') ?? undefined };
  const failed = invalid(input, { from: [dateRule], to: [dateRule] });
  if (failed) return failed;
  const newest =
    live(db.products)
      .map((p) => p.created_at)
      .sort()
      .at(-1) ?? '';
  const to = input.to ?? newest.slice(0, 10);
  const from = input.from ?? new Date(Date.parse(to) - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return { from, to };
}
const inRange = (timestamp: string, range: { from: string; to: string }) => {
  const day = timestamp.slice(0, 10);
  return day >= range.from && day <= range.to;
};

const recycleTables = {
  product: () => db.products.map((r) => ({ id: r.id as number | string, title: r.title, row: r })),
  category: () => db.categories.map((r) => ({ id: r.id as number | string, title: r.title, row: r })),
  filter: () => db.filters.map((r) => ({ id: r.id as number | string, title: r.title, row: r })),
  user: () => db.users.map((r) => ({ id: r.id as number | string, title: r.name, row: r })),
  customer: () => db.customers.map((r) => ({ id: r.id as number | string, title: r.name, row: r })),
};
type RecycleType = keyof typeof recycleTables;
const recycleType = (type: string | undefined) => recycleBinTypes.find((t): t is RecycleType => t === type);
const deletedRow = (type: RecycleType, id: string | undefined) =>
  recycleTables[type]().find((entry) => String(entry.id) === id && entry.row.deleted_at !== null);

export const reportHandlers = [
  apiRoute('GET /api/reports/products-without-images', { area: 'report-no-product-images', action: 'view' }, () =>
    resourceResponse(
      live(db.products)
        .filter((p) => p.images.length === 0)
        .map((p) => ({ id: p.id, parent_code: p.parent_code, title: p.title, created_at: p.created_at })),
    ),
  ),
  apiRoute('GET /api/reports/new-products', { area: 'new-products', action: 'view' }, ({ query }) => {
    const range = reportRange(query);
    if (range instanceof Response) return range;
    const rows = live(db.products)
      .filter((p) => inRange(p.created_at, range))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((p) => ({
        id: p.id,
        parent_code: p.parent_code,
        title: p.title,
        image_count: p.images.length,
        created_at: p.created_at,
      }));
    return resourceResponse(rows);
  }),
  apiRoute('GET /api/reports/new-products-images', { area: 'new-products-images', action: 'view' }, ({ query }) => {
    const range = reportRange(query);
    if (range instanceof Response) return range;
    const rows = live(db.products)
      .filter((p) => inRange(p.created_at, range))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .flatMap((p) =>
        p.images.map((image) => ({
          id: image.id,
          product_id: p.id,
          title: p.title,
          url: image.url,
          created_at: p.created_at,
        })),
      );
    return resourceResponse(rows);
  }),
  apiRoute('GET /api/analysis/files', { area: 'analysis-files', action: 'view' }, () => {
    const references = (id: number) =>
      live(db.categories).filter((c) => c.file_id === id).length +
      live(db.categories).filter((c) => c.banner_file_id === id).length;
    return resourceResponse(
      db.fileEntries
        .filter((e) => e.kind === 'file')
        .map((e) => ({
          id: e.id,
          name: e.name,
          url: e.url ?? '',
          mime_type: e.mime_type,
          size: e.size ?? 0,
          references: references(e.id),
        })),
    );
  }),
  apiRoute('GET /api/analysis/cargo', { area: 'analysis-cargo', action: 'view' }, () => {
    const measures = ['volume', 'weight_gross', 'dimension_length', 'dimension_width', 'dimension_height'] as const;
    return resourceResponse(
      live(db.products).map((p) => ({
        product_id: p.id,
        parent_code: p.parent_code,
        title: p.title,
        volume: p.volume,
        weight_gross: p.weight_gross,
        missing: measures.filter((m) => p[m] === null),
      })),
    );
  }),
  apiRoute('GET /api/recycle-bin/{type}', { area: 'data-recycle', action: 'view' }, ({ params }) => {
    const type = recycleType(params.type);
    if (!type) return notFound();
    const rows = recycleTables[type]()
      .filter((entry) => entry.row.deleted_at !== null)
      .map((entry) => ({ id: entry.id, type, title: entry.title, deleted_at: entry.row.deleted_at as string }))
      .sort((a, b) => b.deleted_at.localeCompare(a.deleted_at));
    return resourceResponse(rows);
  }),
  apiRoute('PATCH /api/recycle-bin/{type}/{id}/restore', { area: 'data-recycle', action: 'edit' }, ({ params }) => {
    const type = recycleType(params.type);
    const entry = type && deletedRow(type, params.id);
    if (!entry) return notFound();
    entry.row.deleted_at = null;
    return noContent();
  }),
  apiRoute('DELETE /api/recycle-bin/{type}/{id}', { area: 'data-recycle', action: 'delete' }, ({ params }) => {
    const type = recycleType(params.type);
    const entry = type && deletedRow(type, params.id);
    if (!type || !entry) return notFound();
    const table = {
      product: db.products,
      category: db.categories,
      filter: db.filters,
      user: db.users,
      customer: db.customers,
    }[type] as object[];
    table.splice(table.indexOf(entry.row), 1);
    return noContent();
  }),
  apiRoute('GET /api/dev-commands', { area: 'dev-commands', action: 'view' }, () => resourceResponse(devCommands)),
  apiRoute('POST /api/dev-commands/{name}', { area: 'dev-commands', action: 'edit' }, ({ params }) => {
    const command = devCommands.find((c) => c.name === params.name);
    if (!command) return notFound();
    return resourceResponse({
      exit_code: 0,
      output: `$ php artisan ${command.name}\n${command.description.replace(/\.$/, '')}: done.\n`,
    });
  }),
];
