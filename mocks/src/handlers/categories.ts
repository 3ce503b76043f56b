import { canSeeCategory, visibilityOf } from '../access.ts';
import { db, nextId, notDeleted } from '../db.ts';
import type { CategoryRecord } from '../fixtures/index.ts';
import { apiRoute } from '../http/guard.ts';
import { type Input, noContent, validationResponse } from '../http/laravel.ts';
import { messages, type Rules } from '../http/validation.ts';
import { toRecycleBin } from '../recycleBin.ts';
import { categoryResource, topCategories } from '../resources.ts';
import { exists, findRow, invalid, notFound, numberOrNull, resourceResponse } from './common.ts';
import { tableErrors } from './tableSaves.ts';

const categoryRules = (selfId: number | null): Rules => ({
  title: ['required', 'max:255'],
  description: ['max:2000'],
  parent_id: [
    exists(() => db.categories),
    (value) => (Number(value) === selfId ? 'A category cannot be its own parent.' : null),
  ],
  cover_html: ['max:20000'],
});

function categoryFields(input: Input) {
  return {
    title: String(input.title).trim(),
    description: (input.description as string) || null,
    parent_id: numberOrNull(input.parent_id),
    cover_html: (input.cover_html as string) || null,
  };
}

/** A file of the file manager by id: the URL a cover or banner points at. */
const fileUrl = (id: number) => db.fileEntries.find((f) => f.id === id && f.kind === 'file')?.url ?? null;
/** A file of the file manager, or null (no picture). */
const fileRule = (value: unknown) => (value === null || fileUrl(Number(value)) ? null : messages.in);

function setPicture(field: 'file_id' | 'banner_file_id', urlField: 'img' | 'banner_img') {
  return ({ params, input }: { params: Record<string, string>; input: Input }) => {
    const category = findRow(db.categories, params.id);
    if (!category) return notFound();
    const failed = invalid(input, { [field]: [fileRule] });
    if (failed) return failed;
    const id = numberOrNull(input[field]);
    Object.assign(category, { [field]: id, [urlField]: id === null ? null : fileUrl(id) });
    return resourceResponse(categoryResource(category));
  };
}

export const categoryHandlers = [
  apiRoute('GET /api/categories', 'user', ({ user }) => {
    const visibility = visibilityOf(user);
    return resourceResponse(
      topCategories()
        .filter((c) => canSeeCategory(visibility, c))
        .map((c) => categoryResource(c, visibility)),
    );
  }),
  apiRoute('GET /api/categories/{id}', 'user', ({ params, user }) => {
    const visibility = visibilityOf(user);
    const category = findRow(db.categories, params.id);
    return category && canSeeCategory(visibility, category)
      ? resourceResponse(categoryResource(category, visibility))
      : notFound();
  }),
  apiRoute('POST /api/categories', { area: 'categories', action: 'create' }, ({ input }) => {
    const failed = invalid(input, categoryRules(null));
    if (failed) return failed;
    const fields = categoryFields(input);
    const siblings = notDeleted(db.categories).filter((c) => c.parent_id === fields.parent_id);
    const category: CategoryRecord = {
      id: nextId(db.categories),
      ...fields,
      file_id: null,
      img: null,
      banner_file_id: null,
      banner_img: null,
      position: siblings.length + 1,
      deleted_at: null,
    };
    db.categories.push(category);
    return resourceResponse(categoryResource(category), 201);
  }),
  apiRoute('PUT /api/categories/{id}', { area: 'categories', action: 'edit' }, ({ params, input }) => {
    const category = findRow(db.categories, params.id);
    if (!category) return notFound();
    const failed = invalid(input, categoryRules(category.id));
    if (failed) return failed;
    Object.assign(category, categoryFields(input));
    return resourceResponse(categoryResource(category));
  }),
  apiRoute('DELETE /api/categories/{id}', { area: 'categories', action: 'delete' }, ({ params, user }) => {
    const category = findRow(db.categories, params.id);
    if (!category) return notFound();
    toRecycleBin(category, user);
    return noContent();
  }),
  apiRoute('PUT /api/categories/image/{id}', { area: 'categories', action: 'edit' }, setPicture('file_id', 'img')),
  apiRoute(
    'PUT /api/categories/banner-image/{id}',
    { area: 'categories', action: 'edit' },
    setPicture('banner_file_id', 'banner_img'),
  ),
  apiRoute('PUT /api/data-table/categories', { area: 'categories', action: 'edit' }, ({ input }) => {
    const errors = tableErrors(input, 'categories', () => db.categories, {
      title: ['required', 'max:255'],
      description: ['max:2000'],
      parent_id: [exists(() => db.categories)],
      sort_order: ['integer', 'min:0'],
    });
    if (errors) return validationResponse(errors);
    const rows = input.categories as Input[];
    const updated = rows.map((row) => {
      const category = db.categories.find((c) => c.id === Number(row.id)) as CategoryRecord;
      if (row.title !== undefined) category.title = String(row.title).trim();
      if (row.description !== undefined) category.description = (row.description as string) || null;
      if (row.parent_id !== undefined) category.parent_id = numberOrNull(row.parent_id);
      if (row.cover_html !== undefined) category.cover_html = (row.cover_html as string) || null;
      if (row.sort_order !== undefined) category.position = Number(row.sort_order);
      return category;
    });
    return resourceResponse(updated.map((category) => categoryResource(category)));
  }),
];
