// Sales areas and companies: the lists (search, sort with equal keys in creation order, paging), one record, create
// and update under the spec's rules, a delete to the recycle bin (gone from the lists, its id no longer accepted),
// and 403 without the area's keys.
import { login, resourceCalls } from '@factory/api';
import { expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

const {
  list: getAreas,
  get: getArea,
  create: createArea,
  update: updateArea,
  remove: deleteArea,
} = resourceCalls.areas;
const {
  list: getCompanies,
  get: getCompany,
  create: createCompany,
  update: updateCompany,
  remove: deleteCompany,
} = resourceCalls.companies;

const asAdmin = () => login({ email: 'admin@example.com', password: 'password', remember: false });

eachServer('areas', (server) => {
  const writes = server.seeded && server.writable;
  const name = `Antarctica ${server.name}`;

  it.runIf(server.seeded)('lists areas sorted by name either way, a page at a time, and searches them', async () => {
    await asAdmin();
    const descending = await getAreas({ perPage: 4, sort: 'name', direction: 'desc' });
    expect([descending.total, descending.lastPage, descending.items.map((area) => area.name)]).toEqual([
      6,
      2,
      ['South America', 'North America', 'Europe', 'Australia'],
    ]);
    const second = await getAreas({ perPage: 4, page: 2, sort: 'name', direction: 'desc' });
    expect(second.items.map((area) => area.name)).toEqual(['Asia', 'Africa']);
    const found = await getAreas({ search: 'america', sort: 'code' });
    expect(found.items).toEqual([
      { id: 5, name: 'North America', code: 'na' },
      { id: 6, name: 'South America', code: 'sa' },
    ]);
    expect(await getArea(4)).toEqual({ id: 4, name: 'Europe', code: 'eu' });
  });

  it.runIf(writes)('creates and renames an area, refusing an empty name and a long code with 422', async () => {
    await asAdmin();
    const created = await createArea({ name, code: 'an' });
    expect(created).toEqual({ id: created.id, name, code: 'an' });
    const refused = await failureOf(createArea({ name: '', code: 'ABCDEFGHIJK' }));
    expect([refused.status, refused.fieldErrors]).toEqual([
      422,
      { name: ['Input must not be empty.'], code: ['must be less than or equal to 10'] },
    ]);
    expect(await updateArea(created.id, { name, code: null })).toEqual({ id: created.id, name, code: null });
    expect((await getArea(created.id)).code).toBeNull();
  });

  it.runIf(writes)(
    'deletes an area to the recycle bin: gone from the list and no longer given to a company',
    async () => {
      await asAdmin();
      const [area] = (await getAreas({ search: name })).items;
      const id = area?.id ?? 0;
      await deleteArea(id);
      expect((await failureOf(getArea(id))).status).toBe(404);
      expect((await getAreas({ search: name })).total).toBe(0);
      const refused = await failureOf(createCompany({ name: 'Ice Parks', code: null, country: null, area_id: id }));
      expect(refused.fieldErrors).toEqual({ area_id: ['The selected area id is invalid.'] });
    },
  );

  it.runIf(server.seeded)('refuses the areas list without its keys with 403', async () => {
    await login({ email: 'staff@example.com', password: 'password', remember: false });
    expect((await failureOf(getAreas())).status).toBe(403);
  });
});

eachServer('companies', (server) => {
  const writes = server.seeded && server.writable;
  const name = `Polar Parks ${server.name}`;

  it.runIf(server.seeded)(
    'lists companies by country with equal countries in creation order, and searches them',
    async () => {
      await asAdmin();
      const ascending = await getCompanies({ perPage: 'all', sort: 'country' });
      expect(ascending.items.map((company) => [company.id, company.country])).toEqual([
        [3, 'Australia'],
        [5, 'Brazil'],
        [2, 'China'],
        [10, 'China'],
        [1, 'Germany'],
        [9, 'Germany'],
        [7, 'Japan'],
        [8, 'Kenya'],
        [6, 'Spain'],
        [4, 'United States'],
      ]);
      const descending = await getCompanies({ perPage: 3, page: 2, sort: 'country', direction: 'desc' });
      expect([descending.lastPage, descending.items.map((company) => company.id)]).toEqual([4, [7, 1, 9]]);
      const found = await getCompanies({ search: 'LAGOON' });
      expect(found.items.map((company) => [company.name, company.code])).toEqual([
        ['Blue Lagoon Leisure LLC', 'BLU02'],
      ]);
      expect(await getCompany(2)).toEqual({
        id: 2,
        name: 'Blue Lagoon Leisure LLC',
        code: 'BLU02',
        country: 'China',
        area_id: 2,
      });
    },
  );

  it.runIf(writes)(
    'creates and updates a company, refusing a missing name, long code and unknown area with 422',
    async () => {
      await asAdmin();
      const created = await createCompany({ name, code: 'POL11', country: 'Norway', area_id: 4 });
      expect(created).toEqual({ id: created.id, name, code: 'POL11', country: 'Norway', area_id: 4 });
      const refused = await failureOf(
        createCompany({ name: '', code: 'X'.repeat(21), country: 'Y'.repeat(101), area_id: 99 }),
      );
      expect([refused.status, refused.fieldErrors]).toEqual([
        422,
        {
          name: ['Input must not be empty.'],
          code: ['must be less than or equal to 20'],
          country: ['must be less than or equal to 100'],
          area_id: ['The selected area id is invalid.'],
        },
      ]);
      const moved = await updateCompany(created.id, { name, code: null, country: 'Norway', area_id: null });
      expect(moved).toEqual({ id: created.id, name, code: null, country: 'Norway', area_id: null });
    },
  );

  it.runIf(writes)('deletes a company to the recycle bin: gone from the list and its record', async () => {
    await asAdmin();
    const [company] = (await getCompanies({ search: name })).items;
    await deleteCompany(company?.id ?? 0);
    expect((await failureOf(getCompany(company?.id ?? 0))).status).toBe(404);
    expect((await getCompanies({ search: name })).total).toBe(0);
  });

  it.runIf(server.seeded)('refuses a company change without the edit key with 403', async () => {
    await login({ email: 'staff@example.com', password: 'password', remember: false });
    const error = await failureOf(updateCompany(1, { name: 'Renamed', code: null, country: null, area_id: null }));
    expect([error.status, error.message]).toEqual([403, 'This action is unauthorized.']);
  });
});
