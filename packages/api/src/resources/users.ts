// Users (spec §3 User, §5 email rule, §7 Users calls): the logins of staff and customers.
import { defineServerResource } from './define.ts';

export const users = defineServerResource({
  area: 'users',
  singular: 'User',
  plural: 'Users',
  path: '/api/users',
  fromSpec: ['list', 'get', 'create', 'update'],
  // Uniqueness of the email and "not your own account" are the server's own checks on top of these (spec §5).
  fields: {
    name: 'required|max:255',
    email: 'required|email|max:255',
    role_id: 'required|integer',
    is_active: '',
    // Creating only: left out, the server generates one and answers it once (spec §7: `data.password`).
    password: 'min:8',
  },
  list: { sort: { column: 'name', direction: 'ascending' }, filters: ['role_id', 'is_active'] },
  id: 'number',
  recycleBin: 'user',
  recordPage: true,
  sidebar: { group: 'user', before: 'roles' },
});
