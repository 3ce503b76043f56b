import { describe, expect, it } from 'vitest';
import { listQuery } from './crud.ts';
import { usersEndpoints } from './users.ts';

describe('listQuery', () => {
  it('sends page, size, sort with its direction and the trimmed search', () => {
    expect(listQuery({ page: 3, perPage: 25, sort: 'email', direction: 'desc', search: '  lee ' })).toEqual({
      page: 3,
      per_page: 25,
      sort: 'email',
      direction: 'desc',
      search: 'lee',
    });
  });

  it('sends no direction without a sort, and no empty search', () => {
    expect(listQuery({ page: 1, perPage: 'all', direction: 'desc', search: '   ' })).toEqual({
      page: 1,
      per_page: 'all',
      sort: undefined,
      direction: undefined,
      search: undefined,
    });
  });
});

describe('crudCalls', () => {
  it('names the five calls after the resource and marks those of spec §7', () => {
    expect(usersEndpoints.getUsers).toEqual({ method: 'GET', path: '/api/users', source: 'spec' });
    expect(usersEndpoints.getUser).toEqual({ method: 'GET', path: '/api/users/{id}', source: 'spec' });
    expect(usersEndpoints.updateUser).toEqual({ method: 'PUT', path: '/api/users/{id}', source: 'spec' });
    expect(usersEndpoints.deleteUser).toEqual({ method: 'DELETE', path: '/api/users/{id}', source: 'designed' });
  });
});
