// The generic resource handlers, through the real client: paging, search, sort and permission checks.
import { getUsers, http, resourceCalls } from '@factory/api';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loginWith, rejection, useMockApi } from './test/useMockApi.ts';

useMockApi();

describe('a resource list', () => {
  it('answers Laravel pages of the asked size', async () => {
    await loginWith('admin');
    const page = await getUsers({ page: 2, perPage: 10 });
    expect(page.currentPage).toBe(2);
    expect(page.perPage).toBe(10);
    expect(page.items).toHaveLength(10);
    expect(page.from).toBe(11);
  });

  it('finds rows by a case-insensitive part of any value', async () => {
    await loginWith('admin');
    const page = await getUsers({ search: 'STAFF@example' });
    expect(page.items.map((user) => user.name)).toEqual(['Sam Rivera']);
    expect(page.total).toBe(1);
  });

  it('sorts by a column in both directions', async () => {
    await loginWith('admin');
    const up = await getUsers({ perPage: 'all', sort: 'email', direction: 'asc' });
    const down = await getUsers({ perPage: 'all', sort: 'email', direction: 'desc' });
    expect(up.items[0]?.email).toBe(down.items.at(-1)?.email);
    expect(up.items.map((u) => u.email)).toContain('admin@example.com');
    expect(up.lastPage).toBe(1);
  });

  it('keeps the rows a filter[field] names: a boolean as 0 or 1, a number as its digits', async () => {
    await loginWith('admin');
    const inactive = await getUsers({ perPage: 'all', extra: { 'filter[is_active]': '0' } });
    expect(inactive.items.map((user) => user.name)).toContain('Dana Fox');
    expect(inactive.items.every((user) => !user.is_active)).toBe(true);
    const staff = await getUsers({ perPage: 'all', extra: { 'filter[role_id]': '2', 'filter[is_active]': '1' } });
    expect(staff.total).toBeGreaterThan(0);
    expect(staff.items.every((user) => user.role_id === 2 && user.is_active)).toBe(true);
  });

  it('refuses a user without the view key with 403', async () => {
    await loginWith('limited');
    await expect(getUsers()).rejects.toMatchObject({ status: 403 });
  });
});

describe('a record by id', () => {
  it('is found only by its id in plain decimal: 0x10, 1e1 and 016 name no record', async () => {
    await loginWith('admin');
    await expect(http.get('/api/users/16', z.unknown())).resolves.toBeTruthy();
    for (const spelling of ['0x10', '1e1', '016', '%2016']) {
      expect((await rejection(http.get(`/api/users/${spelling}`, z.unknown()))).status, spelling).toBe(404);
    }
  });

  it("is found only so in any path's id, a filter choice's included", async () => {
    await loginWith('admin');
    for (const spelling of ['0x10', '1e1', '016']) {
      expect((await rejection(http.delete(`/api/filters/choice/${spelling}`, z.unknown()))).status, spelling).toBe(404);
    }
  });
});

// Areas and companies have no handler file: their definitions and fixtures are all the mock serves them from.
describe('a resource served as its definition says', () => {
  const { areas, companies } = resourceCalls;

  it("checks create and update with the definition's field rules, with the spec's messages", async () => {
    await loginWith('admin');
    const empty = await rejection(areas.create({ name: ' ', code: 'much-too-long' }));
    expect(empty.status).toBe(422);
    expect(empty.fieldErrors).toEqual({
      name: ['Input must not be empty.'],
      code: ['must be less than or equal to 10'],
    });
    const renamed = await rejection(areas.update(1, { name: 'x'.repeat(256), code: null }));
    expect(renamed.fieldErrors).toEqual({ name: ['must be less than or equal to 255'] });
  });

  it('stores each field as sent: text trimmed, an empty one as null, an id field as a number', async () => {
    await loginWith('admin');
    const area = await areas.create({ name: '  Oceania ', code: '' });
    expect(area).toEqual({ id: 7, name: 'Oceania', code: null });
    const company = await companies.create({ name: 'Reef Parks', code: 'REEF1', country: ' Fiji', area_id: area.id });
    expect(company).toMatchObject({ name: 'Reef Parks', code: 'REEF1', country: 'Fiji', area_id: 7 });
  });

  it('refuses an id field that names no live row of its resource', async () => {
    await loginWith('admin');
    const failure = await rejection(companies.create({ name: 'Nowhere Ltd', code: null, country: null, area_id: 99 }));
    expect(failure.fieldErrors).toEqual({ area_id: ['The selected area id is invalid.'] });
  });
});
