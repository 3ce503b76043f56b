// The admin's categories: create, update, delete (to the recycle bin), the cover and banner pictures (PUT bodies),
// the data table's rows, 422 on each rule and 403 without the keys. Writes stay under Theme-Park Props (8): the
// catalogue contract counts the top categories and Fiberglass Figures' sub-categories.
import {
  createCategory,
  deleteCategory,
  getCategory,
  login,
  setCategoryBanner,
  setCategoryImage,
  updateCategoriesTable,
  updateCategory,
} from '@factory/api';
import { beforeEach, expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

const admin = { email: 'admin@example.com', password: 'password', remember: false };
const subTitles = async (id: number) => (await getCategory(id)).sub_categories.map((sub) => sub.title);

eachServer('categories (admin)', (server) => {
  beforeEach(async () => {
    await login(admin);
  });

  it.runIf(server.seeded && server.writable)(
    'creates a sub-category last among its siblings, changes it, and deletes it out of the tree',
    async () => {
      const created = await createCategory({
        title: '  Water Slides ',
        description: '',
        parent_id: 8,
        cover_html: null,
      });
      expect([created.title, created.description, created.parent_id, created.img, created.sub_categories]).toEqual([
        'Water Slides',
        null,
        8,
        null,
        [],
      ]);
      expect(await subTitles(8)).toEqual([
        'Photo Frames',
        'Rock Work & Caves',
        'Themed Facades',
        'Themed Site Furniture',
        'Water Slides',
      ]);
      const changed = await updateCategory(created.id, {
        title: 'Water Slides & Flumes',
        description: 'Fiberglass flumes.',
        parent_id: 8,
        cover_html: '<p>Flumes</p>',
      });
      expect([changed.title, changed.description, changed.cover_html]).toEqual([
        'Water Slides & Flumes',
        'Fiberglass flumes.',
        '<p>Flumes</p>',
      ]);
      await deleteCategory(created.id);
      expect((await failureOf(getCategory(created.id))).status).toBe(404);
      expect(await subTitles(8)).not.toContain('Water Slides & Flumes');
    },
  );

  it.runIf(server.seeded)("refuses each field's rule with 422 and the spec's texts", async () => {
    const error = await failureOf(
      createCategory({ title: ' ', description: 'x'.repeat(2001), parent_id: 99_999, cover_html: 'x'.repeat(20_001) }),
    );
    expect([error.status, error.fieldErrors]).toEqual([
      422,
      {
        title: ['Input must not be empty.'],
        description: ['must be less than or equal to 2000'],
        parent_id: ['The selected parent id is invalid.'],
        cover_html: ['must be less than or equal to 20000'],
      },
    ]);
    const own = await failureOf(
      updateCategory(8, { title: 'Theme-Park Props', description: null, parent_id: 8, cover_html: null }),
    );
    expect(own.fieldErrors).toEqual({ parent_id: ['A category cannot be its own parent.'] });
    expect((await getCategory(8)).parent_id).toBeNull();
  });

  it.runIf(server.seeded && server.writable)('takes a null cover and banner in a PUT body: no picture', async () => {
    expect((await setCategoryImage(42, null)).img).toBeNull();
    const category = await setCategoryBanner(42, null);
    expect([category.banner_file_id, category.banner_img, category.title]).toEqual([null, null, 'Rock Work & Caves']);
  });

  it.runIf(server.seeded && server.writable)(
    "saves the data table's rows at once: a title, a place among the siblings",
    async () => {
      const saved = await updateCategoriesTable([
        { id: 44, sort_order: 0 },
        { id: 43, title: 'Themed Facades & Fronts' },
      ]);
      expect(saved.map((category) => [category.id, category.title])).toEqual([
        [44, 'Themed Site Furniture'],
        [43, 'Themed Facades & Fronts'],
      ]);
      expect(await subTitles(8)).toEqual([
        'Themed Site Furniture',
        'Photo Frames',
        'Rock Work & Caves',
        'Themed Facades & Fronts',
      ]);
      await updateCategoriesTable([
        { id: 44, sort_order: 4 },
        { id: 43, title: 'Themed Facades' },
      ]);
      expect((await subTitles(8)).at(-1)).toBe('Themed Site Furniture');
    },
  );

  it.runIf(server.seeded)(
    'refuses data table rows by their keys, `categories.1.title`, and an empty save',
    async () => {
      const rows = await failureOf(
        updateCategoriesTable([
          { id: 99_999, title: 'Gone' },
          { id: 43, title: '', parent_id: 99_999, sort_order: -1 },
        ]),
      );
      expect([rows.status, rows.fieldErrors]).toEqual([
        422,
        {
          'categories.0.id': ['The selected categories.0.id is invalid.'],
          'categories.1.title': ['Input must not be empty.'],
          'categories.1.parent_id': ['The selected categories.1.parent_id is invalid.'],
          'categories.1.sort_order': ['must be greater than or equal to 0'],
        },
      ]);
      expect((await failureOf(updateCategoriesTable([]))).fieldErrors).toEqual({
        categories: ['Input must not be empty.'],
      });
    },
  );

  it.runIf(server.seeded)('refuses a customer every change with 403', async () => {
    await login({ ...server.account, remember: false });
    const refused = await failureOf(
      createCategory({ title: 'Nope', description: null, parent_id: 8, cover_html: null }),
    );
    expect([refused.status, refused.message]).toEqual([403, 'This action is unauthorized.']);
    expect((await failureOf(deleteCategory(41))).status).toBe(403);
    expect((await failureOf(updateCategoriesTable([{ id: 41, title: 'Nope' }]))).status).toBe(403);
  });
});
