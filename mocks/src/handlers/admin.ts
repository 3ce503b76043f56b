import { type NewProductState, productIdFromInput, recycleBinTypes, uploadLimits } from '@factory/api';
import { db, nextId, now } from '../db.ts';
import { devCommands, type TempProductRecord } from '../fixtures/index.ts';
import { apiRoute } from '../http/guard.ts';
import { type Input, noContent, validationResponse } from '../http/laravel.ts';
import { messages, type Rules } from '../http/validation.ts';
import { sanitizeSvg } from '../media/sanitizeSvg.ts';
import { sniffImageType } from '../media/sniff.ts';
import { binnedEntries, binnedRow, purge, restoreFromBin } from '../recycleBin.ts';
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
/** Designed: a PUT without `category_ids` keeps the type's categories (`kept`). */
const accessTypeFields = (input: Input, kept: number[] = []) => ({
  title: String(input.title).trim(),
  description: (input.description as string) || null,
  category_ids: Array.isArray(input.category_ids) ? input.category_ids.map(Number) : kept,
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
      Object.assign(type, accessTypeFields(input, type.category_ids));
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

// ---------------------------------------------------------------------------------------------------------------
// Reports, analysis, recycle bin, dev commands

const recycleType = (type: string | undefined) => recycleBinTypes.find((t) => t === type);

/** Where a temp product's verification link stands (designed: docs/api.md, reports). */
function tempState(temp: TempProductRecord): NewProductState {
  if (temp.product.verified_at) return 'verified';
  if (temp.product.is_locked === 1) return 'locked';
  return temp.expired ? 'expired' : 'waiting';
}
const newestTempProducts = () => [...db.tempProducts].sort((a, b) => b.created_at.localeCompare(a.created_at));
const newProductRow = (temp: TempProductRecord) => ({
  id: temp.product.id,
  product_id: temp.product.product_id,
  parent_code: temp.product.parent_code,
  title: temp.product.title,
  state: tempState(temp),
  token: temp.token,
  image_count: temp.product.images.length,
  created_at: temp.created_at,
  verified_at: temp.product.verified_at ?? null,
});

export const reportHandlers = [
  apiRoute('GET /api/reports/products-without-images', { area: 'report-no-product-images', action: 'view' }, () =>
    resourceResponse(
      live(db.products)
        .filter((p) => p.images.length === 0)
        .map((p) => ({ id: p.id, parent_code: p.parent_code, title: p.title, created_at: p.created_at })),
    ),
  ),
  apiRoute('GET /api/reports/new-products', { area: 'new-products', action: 'view' }, () =>
    resourceResponse(newestTempProducts().map(newProductRow)),
  ),
  apiRoute('GET /api/reports/new-products-images', { area: 'new-products-images', action: 'view' }, () =>
    resourceResponse(
      newestTempProducts().flatMap((temp) =>
        temp.product.images.map((image) => ({
          id: image.id,
          temp_product_id: temp.product.id,
          product_id: temp.product.product_id,
          title: temp.product.title,
          state: tempState(temp),
          url: image.url,
        })),
      ),
    ),
  ),
  apiRoute('POST /api/temp-products', { area: 'new-products', action: 'create' }, ({ input }) => {
    const productId = productIdFromInput(String(input.product_id ?? ''));
    const failed = invalid(
      { ...input, product_id: productId },
      {
        title: ['required', { max: 255 }],
        product_id: [{ max: 50 }],
        parent_code: [{ max: 255 }],
      },
    );
    if (failed) return failed;
    const id = nextId(db.tempProducts.map((t) => t.product));
    const temp: TempProductRecord = {
      // Deterministic in the mocks (stories and journeys read it); a real server makes it unguessable.
      token: `vt-new-${id}`,
      created_at: now(),
      product: {
        id,
        product_id: productId,
        parent_code: String(input.parent_code ?? '').trim(),
        title: String(input.title).trim(),
        description: null,
        volume: null,
        weight_net: null,
        weight_gross: null,
        dimension_length: null,
        dimension_width: null,
        dimension_height: null,
        is_locked: 0,
        categories: [],
        images: [],
        verified_at: null,
      },
    };
    db.tempProducts.push(temp);
    return resourceResponse(newProductRow(temp), 201);
  }),
  apiRoute('GET /api/analysis/files', { area: 'analysis-files', action: 'view' }, () => {
    const references = (id: number) =>
      live(db.categories).filter((c) => c.file_id === id).length +
      live(db.categories).filter((c) => c.banner_file_id === id).length;
    const folderPath = (parentId: number | null): string => {
      const parent = db.fileEntries.find((e) => e.id === parentId && e.kind === 'folder');
      if (!parent) return '';
      const above = folderPath(parent.parent_id);
      return above ? `${above}/${parent.name}` : parent.name;
    };
    return resourceResponse(
      db.fileEntries
        .filter((e) => e.kind === 'file')
        .map((e) => ({
          id: e.id,
          name: e.name,
          folder: folderPath(e.parent_id),
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
    return type ? resourceResponse(binnedEntries(type)) : notFound();
  }),
  apiRoute('PATCH /api/recycle-bin/{type}/{id}/restore', { area: 'data-recycle', action: 'edit' }, ({ params }) => {
    const type = recycleType(params.type);
    const row = type && binnedRow(type, params.id);
    if (!row) return notFound();
    restoreFromBin(row);
    return noContent();
  }),
  apiRoute('DELETE /api/recycle-bin/{type}/{id}', { area: 'data-recycle', action: 'delete' }, ({ params }) => {
    const type = recycleType(params.type);
    const row = type && binnedRow(type, params.id);
    if (!type || !row) return notFound();
    purge(type, row);
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
