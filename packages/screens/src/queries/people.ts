// Users, roles and the permission catalogue.
import { getPermissions, type Role, roleCalls, type User, userCalls } from '@factory/api';
import { queryOptions } from '@tanstack/react-query';
import { choicesFrom } from './choices.ts';
import { pagedResource } from './resource.ts';

// A user's change may be the signed-in user's own (keys, name): the session refreshes too.
export const userQueries = pagedResource<User, number>('users', userCalls, ['session', 'profile']);

// A role's keys reach its users' keys and the session's.
export const roleQueries = pagedResource<Role, number>('roles', roleCalls, ['users', 'session', 'profile']);
/** Every role by title, with its keys: the permissions table and the user form's choices. */
export const allRolesQuery = roleQueries.list({ perPage: 'all', sort: 'title' });
export const roleChoices = choicesFrom(allRolesQuery, (r) => ({ id: r.id, label: r.title }));

export const permissionsQuery = queryOptions({ queryKey: ['permissions'] as const, queryFn: () => getPermissions() });
