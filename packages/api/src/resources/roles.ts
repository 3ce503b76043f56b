// Designed: roles, the sets of permission keys a user is given (confirm with the server team).
import { defineServerResource } from './define.ts';

export const roles = defineServerResource({
  area: 'roles',
  singular: 'Role',
  plural: 'Roles',
  path: '/api/roles',
  fields: { title: 'required|max:255', description: 'max:1000' },
  list: { sort: { column: 'title', direction: 'ascending' }, filters: [] },
  id: 'number',
  // A role's users must go somewhere first (`move_users_to`): its delete is for good, not to the recycle bin.
  recordPage: true,
  sidebar: { group: 'user', before: 'permissions' },
});
