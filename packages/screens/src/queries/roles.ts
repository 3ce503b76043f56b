// Roles (GET /api/roles) with the keys each grants.

import { type Role, roleCalls } from '@factory/api';
import { choicesFrom } from './choices.ts';
import { pagedResource } from './resource.ts';

// A role's keys reach its users' keys and the session's.
export const roleQueries = pagedResource<Role, number>('roles', roleCalls, ['users', 'session', 'profile']);

/** Every role by title, with its keys: the permissions table and the user form's choices. */
export const allRolesQuery = roleQueries.list({ perPage: 'all', sort: 'title' });

export const roleChoices = choicesFrom('roles', allRolesQuery, (r) => ({ id: r.id, label: r.title }));
