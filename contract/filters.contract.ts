// The product filters and their choices: list, one, create with first choices, update, delete (to the recycle bin),
// a choice added and deleted (and taken off the products that had it), the data table's rows, 422s and 403s.
// Writes touch only the filters made here: the catalogue contract counts the seeded filters' choices.
import {
  addFilterChoice,
  addProductFilter,
  createFilter,
  deleteFilter,
  deleteFilterChoice,
  getCategoryProducts,
  getFilter,
  getFilters,
  getProductFilters,
  getProducts,
  login,
  updateFilter,
  updateFiltersTable,
} from '@factory/api';
import { beforeEach, expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

const admin = { email: 'admin@example.com', password: 'password', remember: false };

eachServer('filters', (server) => {
  beforeEach(async () => {
    await login(admin);
  });

  it.runIf(server.seeded)('lists the filters in order with their choices, and answers one', async () => {
    const filters = await getFilters();
    expect(filters.slice(0, 6).map((filter) => [filter.id, filter.title, filter.choices.length])).toEqual([
      [1, 'Placement', 3],
      [2, 'Material', 6],
      [3, 'Power', 4],
      [4, 'Motion', 3],
      [5, 'Season', 5],
      [6, 'Size class', 4],
    ]);
    expect((await getFilter(1)).choices.map((choice) => [choice.id, choice.filter_id, choice.title])).toEqual([
      [1, 1, 'Indoor'],
      [2, 1, 'Outdoor'],
      [3, 1, 'Indoor & outdoor'],
    ]);
    expect((await failureOf(getFilter(99_999))).status).toBe(404);
  });

  it.runIf(server.seeded && server.writable)(
    'creates a filter with its first choices, changes it, adds and deletes a choice, and deletes it',
    async () => {
      const created = await createFilter({
        title: ' Colour ',
        description: 'Finish colour.',
        choices: ['Red', ' ', 'Blue'],
      });
      expect([created.title, created.description, created.choices.map((choice) => choice.title)]).toEqual([
        'Colour',
        'Finish colour.',
        ['Red', 'Blue'],
      ]);
      expect((await getFilters()).at(-1)?.id).toBe(created.id);
      const changed = await updateFilter(created.id, { title: 'Finish colour', description: null });
      expect([changed.title, changed.description]).toEqual(['Finish colour', null]);

      const withGreen = await addFilterChoice(created.id, 'Green');
      const green = withGreen.choices.at(-1);
      expect(withGreen.choices.map((choice) => choice.title)).toEqual(['Red', 'Blue', 'Green']);
      // A product of Rock Work & Caves (42) that is not locked carries the choice until the choice is deleted.
      const product = (await getCategoryProducts(42)).find((candidate) => candidate.is_locked === 0);
      await addProductFilter(product?.id ?? '', created.id, green?.id ?? 0);
      expect((await getProductFilters(product?.id ?? '')).at(-1)).toEqual({
        filter_id: created.id,
        filter_title: 'Finish colour',
        choice_id: green?.id,
        choice_title: 'Green',
      });
      await deleteFilterChoice(green?.id ?? 0);
      expect((await getFilter(created.id)).choices.map((choice) => choice.title)).toEqual(['Red', 'Blue']);
      expect((await getProductFilters(product?.id ?? '')).map((value) => value.choice_id)).not.toContain(green?.id);
      expect((await failureOf(deleteFilterChoice(green?.id ?? 0))).status).toBe(404);

      await deleteFilter(created.id);
      expect((await failureOf(getFilter(created.id))).status).toBe(404);
      expect((await getFilters()).map((filter) => filter.id)).not.toContain(created.id);
    },
  );

  it.runIf(server.seeded && server.writable)(
    "moves a filter with the data table's sort_order, in the list and in the catalogue's facets",
    async () => {
      const created = await createFilter({ title: 'Theme', description: null, choices: ['Pirates'] });
      const [saved] = await updateFiltersTable([{ id: created.id, title: 'Theme world', sort_order: 1 }]);
      expect([saved?.id, saved?.title]).toEqual([created.id, 'Theme world']);
      expect((await getFilters()).map((filter) => filter.title).slice(0, 3)).toEqual([
        'Theme world',
        'Placement',
        'Material',
      ]);
      // The facets list every live filter in that order, a choice no product has counted 0.
      const { facets } = await getProducts({ categoryId: 8, perPage: 1, facets: true });
      expect(facets?.filters.slice(0, 2).map((filter) => [filter.title, filter.choices.map((c) => c.count)])).toEqual([
        ['Theme world', [0]],
        ['Placement', [13, 27, 11]],
      ]);
      await updateFiltersTable([{ id: created.id, sort_order: 1000 }]);
      expect((await getFilters()).at(-1)?.title).toBe('Theme world');
      await deleteFilter(created.id);
      const after = await getProducts({ categoryId: 8, perPage: 1, facets: true });
      expect(after.facets?.filters.map((filter) => filter.title)).not.toContain('Theme world');
    },
  );

  it.runIf(server.seeded)("refuses each rule with 422 and the spec's texts", async () => {
    const error = await failureOf(createFilter({ title: '', description: 'x'.repeat(1001) }));
    expect([error.status, error.fieldErrors]).toEqual([
      422,
      { title: ['Input must not be empty.'], description: ['must be less than or equal to 1000'] },
    ]);
    expect((await failureOf(addFilterChoice(1, ''))).fieldErrors).toEqual({ title: ['Input must not be empty.'] });
    const rows = await failureOf(
      updateFiltersTable([{ id: 99_999 }, { id: 1, title: 'x'.repeat(256), sort_order: 0 }]),
    );
    expect(rows.fieldErrors).toEqual({
      'filters.0.id': ['The selected filters.0.id is invalid.'],
      'filters.1.title': ['must be less than or equal to 255'],
      'filters.1.sort_order': ['must be greater than or equal to 1'],
    });
  });

  it.runIf(server.seeded)('lets a customer read the filters, and refuses them every change with 403', async () => {
    await login({ ...server.account, remember: false });
    expect((await getFilters()).slice(0, 2).map((filter) => filter.title)).toEqual(['Placement', 'Material']);
    expect((await getFilter(2)).title).toBe('Material');
    expect((await failureOf(createFilter({ title: 'Nope', description: null }))).status).toBe(403);
    expect((await failureOf(deleteFilterChoice(1))).status).toBe(403);
    expect((await failureOf(updateFiltersTable([{ id: 1, title: 'Nope' }]))).status).toBe(403);
  });
});
