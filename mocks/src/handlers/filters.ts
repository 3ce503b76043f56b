import { recordId } from '@factory/api';
import { db, nextId, notDeleted } from '../db.ts';
import { apiRoute } from '../http/guard.ts';
import { type Input, noContent, validationResponse } from '../http/laravel.ts';
import type { Rules } from '../http/validation.ts';
import { toRecycleBin } from '../recycleBin.ts';
import { filterResource } from '../resources.ts';
import { findRow, invalid, notFound, resourceResponse } from './common.ts';
import { placeRows, tableErrors } from './tableSaves.ts';

const filterRules: Rules = { title: ['required', 'max:255'], description: ['max:1000'] };
const nextChoiceId = () => Math.max(0, ...db.filters.flatMap((f) => f.choices.map((c) => c.id))) + 1;

export const filterHandlers = [
  apiRoute('GET /api/filters', 'user', () => resourceResponse(notDeleted(db.filters).map(filterResource))),
  apiRoute('GET /api/filters/{id}', 'user', ({ params }) => {
    const filter = findRow(db.filters, params.id);
    return filter ? resourceResponse(filterResource(filter)) : notFound();
  }),
  apiRoute('POST /api/filters', { area: 'product-filter', action: 'create' }, ({ input }) => {
    const failed = invalid(input, filterRules);
    if (failed) return failed;
    const id = nextId(db.filters);
    const firstChoice = nextChoiceId();
    const titles = Array.isArray(input.choices) ? input.choices.map(String).filter((t) => t.trim() !== '') : [];
    const filter = {
      id,
      title: String(input.title).trim(),
      description: (input.description as string) || null,
      choices: titles.map((title, index) => ({ id: firstChoice + index, filter_id: id, title: title.trim() })),
      deleted_at: null,
    };
    db.filters.push(filter);
    return resourceResponse(filterResource(filter), 201);
  }),
  apiRoute('PUT /api/filters/{id}', { area: 'product-filter', action: 'edit' }, ({ params, input }) => {
    const filter = findRow(db.filters, params.id);
    if (!filter) return notFound();
    const failed = invalid(input, filterRules);
    if (failed) return failed;
    Object.assign(filter, { title: String(input.title).trim(), description: (input.description as string) || null });
    return resourceResponse(filterResource(filter));
  }),
  apiRoute('DELETE /api/filters/{id}', { area: 'product-filter', action: 'delete' }, ({ params, user }) => {
    const filter = findRow(db.filters, params.id);
    if (!filter) return notFound();
    toRecycleBin(filter, user);
    return noContent();
  }),
  apiRoute('POST /api/filters/choice/{id}', { area: 'product-filter', action: 'edit' }, ({ params, input }) => {
    const filter = findRow(db.filters, params.id);
    if (!filter) return notFound();
    const failed = invalid(input, { title: ['required', 'max:255'] });
    if (failed) return failed;
    filter.choices.push({ id: nextChoiceId(), filter_id: filter.id, title: String(input.title).trim() });
    return resourceResponse(filterResource(filter), 201);
  }),
  apiRoute('DELETE /api/filters/choice/{id}', { area: 'product-filter', action: 'delete' }, ({ params }) => {
    const choiceId = recordId(params.id);
    const filter = notDeleted(db.filters).find((f) => f.choices.some((c) => c.id === choiceId));
    if (!filter) return notFound();
    filter.choices = filter.choices.filter((c) => c.id !== choiceId);
    for (const product of db.products) product.filter = product.filter.filter((f) => f.choice_id !== choiceId);
    return noContent();
  }),
  apiRoute('PUT /api/data-table/filter', { area: 'product-filter', action: 'edit' }, ({ input }) => {
    const errors = tableErrors(input, 'filters', () => db.filters, {
      ...filterRules,
      sort_order: ['integer', 'min:1'],
    });
    if (errors) return validationResponse(errors);
    // Designed: a row's sort_order places the filter in the list every GET /api/filters answers, as the products'.
    const placed: { record: (typeof db.filters)[number]; place: number }[] = [];
    const updated = (input.filters as Input[]).map((row) => {
      const filter = db.filters.find((f) => f.id === Number(row.id));
      if (!filter) throw new Error('validated above');
      if (row.title !== undefined) filter.title = String(row.title).trim();
      if (row.description !== undefined) filter.description = (row.description as string) || null;
      if (row.sort_order !== undefined) placed.push({ record: filter, place: Number(row.sort_order) });
      return filter;
    });
    placeRows(db.filters, placed);
    return resourceResponse(updated.map(filterResource));
  }),
];
