import { definedResources } from '@factory/api';
import { canSeeCategory, visibilityOf } from '../access.ts';
import { db, notDeleted } from '../db.ts';
import type { CategoryRecord } from '../fixtures/index.ts';
import { apiRoute } from '../http/guard.ts';
import { type Input, validationResponse } from '../http/laravel.ts';
import { messages, type Rules } from '../http/validation.ts';
import { categoryResource, topCategories } from '../resources.ts';
import { exists, findRow, invalid, notFound, numberOrNull, resourceResponse } from './common.ts';
import { crudRoutes } from './crud.ts';
import { tableErrors } from './tableSaves.ts';

const categories = definedResources.categories;

/** The server's own check of a category's fields beside the definition's rules: a live parent other than itself. */
const parentRules = (selfId: number | null): Rules => ({
  parent_id: [
    exists(() => db.categories),
    (value) => (Number(value) === selfId ? 'A category cannot be its own parent.' : null),
  ],
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
  // The tree and a category as the signed-in user's access type lets them see it.
  apiRoute(`GET ${categories.path}`, 'user', ({ user }) => {
    const visibility = visibilityOf(user);
    return resourceResponse(
      topCategories()
        .filter((c) => canSeeCategory(visibility, c))
        .map((c) => categoryResource(c, visibility)),
    );
  }),
  apiRoute(`GET ${categories.path}/{id}`, 'user', ({ params, user }) => {
    const visibility = visibilityOf(user);
    const category = findRow(db.categories, params.id);
    return category && canSeeCategory(visibility, category)
      ? resourceResponse(categoryResource(category, visibility))
      : notFound();
  }),
  ...crudRoutes<CategoryRecord>(categories, {
    rows: () => db.categories,
    own: ['list', 'get'],
    checks: (row) => parentRules(row?.id ?? null),
    // A new category comes last among its siblings, without pictures.
    create: (input) => {
      const fields = categoryFields(input);
      const siblings = notDeleted(db.categories).filter((c) => c.parent_id === fields.parent_id);
      return {
        ...fields,
        file_id: null,
        img: null,
        banner_file_id: null,
        banner_img: null,
        position: siblings.length + 1,
        deleted_at: null,
      };
    },
    update: (category, input) => Object.assign(category, categoryFields(input)),
    resource: (category) => categoryResource(category),
  }),
  apiRoute('PUT /api/categories/image/{id}', { area: 'categories', action: 'edit' }, setPicture('file_id', 'img')),
  apiRoute(
    'PUT /api/categories/banner-image/{id}',
    { area: 'categories', action: 'edit' },
    setPicture('banner_file_id', 'banner_img'),
  ),
  apiRoute('PUT /api/data-table/categories', { area: 'categories', action: 'edit' }, ({ input }) => {
    const errors = tableErrors(input, 'categories', () => db.categories, {
      ...categories.fields,
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
