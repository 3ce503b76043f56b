import { db, nextId } from '../db.ts';
import { apiRoute } from '../http/guard.ts';
import { type Input, noContent } from '../http/laravel.ts';
import type { Rules } from '../http/validation.ts';
import { exists, findRow, invalid, notFound, numberOrNull, resourceResponse } from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// Product access types and their defaults
/** Each of `category_ids` names a live category; a stray id answers on its own place (`category_ids.2`), as Laravel's `category_ids.*`. */
const accessTypeRules = (input: Input): Rules => ({
  title: ['required', 'max:255'],
  description: ['max:1000'],
  category_ids: ['array'],
  ...(Array.isArray(input.category_ids)
    ? Object.fromEntries(input.category_ids.map((_, index) => [`category_ids.${index}`, [exists(() => db.categories)]]))
    : {}),
});

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
    const failed = invalid(input, accessTypeRules(input));
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
      const failed = invalid(input, accessTypeRules(input));
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
