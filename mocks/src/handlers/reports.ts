// Reports and tools: new products and their links, products without images, the analyses, the recycle bin, developer commands.

import { type NewProductState, newProductLinkRules, productIdFromInput, recycleBinTypes } from '@factory/api';
import { db, nextId, notDeleted, now } from '../db.ts';
import { blankTempProduct, devCommands, type TempProductRecord } from '../fixtures/index.ts';
import { apiRoute } from '../http/guard.ts';
import { noContent } from '../http/laravel.ts';
import { binnedEntries, binnedRow, purge, restoreFromBin } from '../recycleBin.ts';
import { invalid, notFound, resourceResponse } from './common.ts';

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
      notDeleted(db.products)
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
    const failed = invalid({ ...input, product_id: productId }, newProductLinkRules);
    if (failed) return failed;
    const id = nextId(db.tempProducts.map((t) => t.product));
    const temp: TempProductRecord = {
      // Deterministic in the mocks (stories and journeys read it); a real server makes it unguessable.
      token: `vt-new-${id}`,
      created_at: now(),
      product: {
        ...blankTempProduct(),
        id,
        product_id: productId,
        parent_code: String(input.parent_code ?? '').trim(),
        title: String(input.title).trim(),
        verified_at: null,
      },
    };
    db.tempProducts.push(temp);
    return resourceResponse(newProductRow(temp), 201);
  }),
  apiRoute('GET /api/analysis/files', { area: 'analysis-files', action: 'view' }, () => {
    const references = (id: number) =>
      notDeleted(db.categories).filter((c) => c.file_id === id).length +
      notDeleted(db.categories).filter((c) => c.banner_file_id === id).length;
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
    // By product code, as a server orders by key (the table's own order is no order).
    const byCode = [...notDeleted(db.products)].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return resourceResponse(
      byCode.map((p) => ({
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
