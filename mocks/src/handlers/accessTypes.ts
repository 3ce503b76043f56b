import { definedResources, type ProductAccessType } from '@factory/api';
import { db, nextId } from '../db.ts';
import { apiRoute } from '../http/guard.ts';
import { type Input, noContent } from '../http/laravel.ts';
import type { Rules } from '../http/validation.ts';
import { exists, findRow, invalid, notFound, numberOrNull, resourceResponse } from './common.ts';
import { crudRoutes } from './crud.ts';

// ---------------------------------------------------------------------------------------------------------------
// Product access types and their defaults
/** Each of `category_ids` names a live category; a stray id answers on its own place (`category_ids.2`), as Laravel's `category_ids.*`. */
const categoryRules = (input: Input): Rules =>
  Array.isArray(input.category_ids)
    ? Object.fromEntries(input.category_ids.map((_, index) => [`category_ids.${index}`, [exists(() => db.categories)]]))
    : {};

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
  ...crudRoutes<ProductAccessType>(definedResources['product-access-types'], {
    rows: () => db.accessTypes,
    checks: (_row, _user, input) => categoryRules(input),
    create: (input) => accessTypeFields(input),
    update: (type, input) => Object.assign(type, accessTypeFields(input, type.category_ids)),
    // Its defaults name it: they go with it.
    remove: (type) => {
      db.accessTypes.splice(db.accessTypes.indexOf(type), 1);
      db.patDefaults = db.patDefaults.filter((d) => d.product_access_type_id !== type.id);
      return undefined;
    },
  }),
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
