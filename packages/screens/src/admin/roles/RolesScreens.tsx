// Roles (designed: spec §6 names them, the calls are ours): list, create, rename, and the keys a role grants.
import {
  administratorKeys,
  getPermissions,
  type Role,
  type RoleInput,
  roleCalls,
  setRolePermissions,
  updateRole,
} from '@factory/api';
import { Button, ConfirmDialog, Select, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { roleChoices, roleQueries } from '../../queries/index.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { deleteConsequence } from '../generic/messages.ts';
import { ResourceListScreen } from '../generic/ResourceListScreen.tsx';
import { ResourceRecordScreen } from '../generic/ResourceRecordScreen.tsx';
import { type DeleteConfirmationProps, definedResource } from '../generic/resource.ts';
import { hasChanges, noChanges, type SetChanges, withChanges } from '../generic/setChanges.ts';
import { PermissionSwitches } from '../permissions/index.ts';

interface RoleValues {
  title: string;
  description: string;
  /** The key switches flipped since the role was saved; they wait for Save like the fields. */
  permission_changes: SetChanges;
}

type RoleSave = RoleInput & { permission_changes?: SetChanges };

const keysOf = (role: Role) => (role.permissions ?? []).map((permission) => permission.key);

/** Saves the role's fields, then, when switches were flipped, its whole key set (PUT roles/{id}/permissions). */
async function saveRole(id: number, { permission_changes: changes = noChanges, ...input }: RoleSave) {
  const saved = await updateRole(id, input);
  if (!hasChanges(changes)) return saved;
  const held = withChanges(keysOf(saved), changes);
  const catalogue = await getPermissions();
  return setRolePermissions(
    id,
    catalogue.filter((permission) => held.has(permission.key)).map((permission) => permission.id),
  );
}

export const rolesResource = definedResource<Role, RoleValues, RoleSave>('roles', {
  labels: { singular: 'role', plural: 'Roles' },
  title: (role) => role.title,
  calls: { ...roleCalls, update: saveRole },
  queries: roleQueries,
  columns: [
    { key: 'title', header: 'Title', sortable: true },
    { key: 'description', header: 'Description', width: '3fr' },
  ],
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea' },
    {
      name: 'permission_changes',
      label: 'Permissions',
      kind: 'custom',
      only: 'edit',
      render: ({ value, onChange, isReadOnly, row }) =>
        row && <RoleKeys role={row} changes={value as SetChanges} onChange={onChange} isReadOnly={isReadOnly} />,
    },
  ],
  emptyValues: { title: '', description: '', permission_changes: noChanges },
  valuesOf: (role) => ({ title: role.title, description: role.description ?? '', permission_changes: noChanges }),
  inputOf: (values, mode) => ({
    title: values.title.trim(),
    description: values.description.trim() || null,
    ...(mode === 'edit' ? { permission_changes: values.permission_changes } : {}),
  }),
  protect: (role) =>
    role.is_last_administrator_role
      ? {
          reason: `${role.title} is the last role that holds the administrator's keys (Edit of Users, Roles and Permissions): it cannot be deleted, and those keys stay on.`,
        }
      : undefined,
  deleteConfirmation: RoleDeletion,
});

/** `/admin/roles`. */
export function RolesScreen() {
  return <ResourceListScreen resource={rolesResource} />;
}

/** The keys a role grants: changed with the permissions edit key, saved with the role. */
function RoleKeys({
  role,
  changes,
  onChange,
  isReadOnly,
}: {
  role: Role;
  changes: SetChanges;
  onChange: (changes: SetChanges) => void;
  isReadOnly: boolean;
}) {
  const can = useAreaActions('permissions');
  return (
    <PermissionSwitches
      saved={keysOf(role)}
      changes={changes}
      onChange={onChange}
      isReadOnly={isReadOnly || !can.edit}
      fixed={
        role.is_last_administrator_role
          ? { keys: administratorKeys, reason: "The administrator's keys stay on: no other role holds them." }
          : undefined
      }
    />
  );
}

/**
 * Deleting a role: a role given to users asks which role they move to (they are never left without one), naming
 * how many and what they lose; the server moves them in the same call.
 */
function RoleDeletion({ row: role, remove }: DeleteConfirmationProps<Role>) {
  const users = role.users_count ?? 0;
  const [moveTo, setMoveTo] = useState<number | null>(null);
  const [unchosen, setUnchosen] = useState(false);
  const others = useQuery({ ...roleChoices, enabled: users > 0 });
  const choices = (others.data ?? []).filter((choice) => choice.id !== role.id);
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">Delete</Button>}
      title={`Delete ${role.title}?`}
      message={
        users === 0 ? (
          deleteConsequence('roles', 'role', role.title)
        ) : (
          <Stack gap="md">
            <Text>
              {`${users === 1 ? '1 user has' : `${users} users have`} the role ${role.title}. They move to the role you choose here and get its keys; keys given to them one by one are lost. The role ${role.title} is deleted for good.`}
            </Text>
            <Select
              label="Move its users to"
              items={choices}
              value={moveTo}
              onChange={(next) => {
                setMoveTo(next === null ? null : Number(next));
                setUnchosen(false);
              }}
              isRequired
              isInvalid={unchosen}
              errorMessage="Choose the role they move to."
              displayLength={Math.min(6, Math.max(1, choices.length))}
            />
          </Stack>
        )
      }
      confirmLabel="Delete"
      pendingLabel="Deleting"
      onConfirm={async (signal) => {
        if (users > 0 && moveTo === null) {
          setUnchosen(true);
          throw new Error('No role chosen');
        }
        await remove(signal, moveTo === null ? undefined : { moveUsersTo: moveTo });
      }}
    />
  );
}

/** `/admin/roles/{id}` (and `/admin/roles/new`). */
export function RoleScreen() {
  return <ResourceRecordScreen resource={rolesResource} />;
}
