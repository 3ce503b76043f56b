import { definedResources, recordId } from '@factory/api';
import { db, notDeleted } from '../db.ts';
import type { FilterRecord } from '../fixtures/index.ts';
import { apiRoute } from '../http/guard.ts';
import { type Input, noContent, validationResponse } from '../http/laravel.ts';
import { filterResource } from '../resources.ts';
import { findRow, invalid, notFound, resourceResponse } from './common.ts';
import { crudRoutes } from './crud.ts';
import { placeRows, tableErrors } from './tableSaves.ts';

const filters = definedResources['product-filter'];
const nextChoiceId = () => Math.max(0, ...db.filters.flatMap((f) => f.choices.map((c) => c.id))) + 1;

export const filterHandlers = [
  ...crudRoutes<FilterRecord>(filters, {
    rows: () => db.filters,
    // Designed: a new filter may come with its first choices' titles; blank ones are left out.
    create: (input, id) => {
      const firstChoice = nextChoiceId();
      const titles = Array.isArray(input.choices) ? input.choices.map(String).filter((t) => t.trim() !== '') : [];
      return {
        title: String(input.title).trim(),
        description: (input.description as string) || null,
        choices: titles.map((title, index) => ({ id: firstChoice + index, filter_id: id, title: title.trim() })),
        deleted_at: null,
      };
    },
    update: (filter, input) =>
      Object.assign(filter, { title: String(input.title).trim(), description: (input.description as string) || null }),
    resource: filterResource,
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
      ...filters.fields,
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
