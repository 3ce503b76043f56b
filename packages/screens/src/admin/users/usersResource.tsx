// Users as an admin resource (spec §3 User, §5 email rule, §7 Users calls).
import { type CreatedUser, type User, userCalls } from '@factory/api';
import { roleChoices, userQueries } from '../../queries/index.ts';
import { definedResource, yesNoFilter } from '../generic/resource.ts';
import { noChanges, type SetChanges } from '../generic/setChanges.ts';
import { saveUser, UserPermissions, type UserSave } from './UserPermissions.tsx';

interface UserValues {
  name: string;
  email: string;
  password: string;
  is_active: boolean;
  role_id: number | null;
  /** The key switches flipped since the user was saved; they wait for Save like the fields. */
  permission_changes: SetChanges;
}

export const usersResource = definedResource<User, UserValues, UserSave, CreatedUser>('users', {
  labels: { singular: 'user', plural: 'Users' },
  title: (user) => user.name,
  calls: { ...userCalls, update: saveUser },
  queries: userQueries,
  columns: [
    { key: 'name', header: 'Name', sortable: true },
    { key: 'email', header: 'Email', sortable: true, width: '2fr' },
    { key: 'role_id', header: 'Role', cell: (user) => user.role_data.title },
    { key: 'is_active', header: 'Active', sortable: true, cell: (user) => (user.is_active ? 'Active' : 'Inactive') },
  ],
  filters: [
    { key: 'role_id', label: 'Role', choices: roleChoices },
    yesNoFilter('is_active', 'Active', 'Active', 'Inactive'),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    // Format on the client; "already used by another user" is the server's message on this field (spec §5).
    { name: 'email', label: 'Email', kind: 'email' },
    {
      name: 'password',
      label: 'Password',
      kind: 'password',
      only: 'create',
      description: 'Optional. Left empty, a password is generated and shown once after creating.',
    },
    {
      name: 'role_id',
      label: 'Role',
      kind: 'select',
      options: roleChoices,
      shown: (user) => user.role_data.title,
    },
    { name: 'is_active', label: 'Active (may log in)', kind: 'switch' },
    {
      name: 'permission_changes',
      label: 'Permissions',
      kind: 'custom',
      only: 'edit',
      render: ({ value, onChange, isReadOnly, row }) =>
        row && <UserPermissions user={row} changes={value as SetChanges} onChange={onChange} isReadOnly={isReadOnly} />,
    },
  ],
  emptyValues: { name: '', email: '', password: '', is_active: true, role_id: null, permission_changes: noChanges },
  valuesOf: (user) => ({ ...user, password: '', permission_changes: noChanges }),
  inputOf: (values, mode) => ({
    name: values.name.trim(),
    email: values.email.trim(),
    is_active: values.is_active,
    role_id: Number(values.role_id),
    ...(mode === 'create' && values.password !== '' ? { password: values.password } : {}),
    ...(mode === 'edit' ? { permission_changes: values.permission_changes } : {}),
  }),
  // Nobody locks themselves out (the server refuses too).
  protect: (user, signedIn) =>
    user.id === signedIn.id
      ? {
          reason: 'This is your own account: you cannot delete it or deactivate it. Another administrator can.',
          fixedFields: ['is_active'],
        }
      : undefined,
});
