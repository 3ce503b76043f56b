// Roles (designed: spec §6 names them, the calls are ours): list, create, rename, and the keys a role grants.
import { type Role, type RoleInput, roleCalls, setRolePermissions } from '@factory/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { permissionsQuery, roleQueries } from '../../queries/index.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { ResourceListScreen } from '../generic/ResourceListScreen.tsx';
import { ResourceRecordScreen } from '../generic/ResourceRecordScreen.tsx';
import { defineResource } from '../generic/resource.ts';
import { PermissionSwitches } from '../permissions/index.ts';

interface RoleValues {
  title: string;
  description: string;
}

export const rolesResource = defineResource<Role, RoleValues, RoleInput>({
  area: 'roles',
  labels: { singular: 'role', plural: 'Roles' },
  title: (role) => role.title,
  calls: roleCalls,
  queries: roleQueries,
  columns: [
    { key: 'title', header: 'Title', sortable: true },
    { key: 'description', header: 'Description', width: '3fr' },
  ],
  fields: [
    { name: 'title', label: 'Title', kind: 'text', rules: ['required', 'max:255'] },
    { name: 'description', label: 'Description', kind: 'textarea', rules: ['max:1000'] },
  ],
  emptyValues: { title: '', description: '' },
  valuesOf: (role) => ({ title: role.title, description: role.description ?? '' }),
  inputOf: (values) => ({ title: values.title.trim(), description: values.description.trim() || null }),
});

/** `/admin/roles`. */
export function RolesScreen() {
  return <ResourceListScreen resource={rolesResource} />;
}

/** The keys a role grants; each switch replaces the role's key set (PUT roles/{id}/permissions). */
function RoleKeys({ role }: { role: Role }) {
  const can = useAreaActions('permissions');
  const queryClient = useQueryClient();
  const catalogue = useQuery(permissionsQuery);
  return (
    <PermissionSwitches
      keys={(role.permissions ?? []).map((permission) => permission.key)}
      canEdit={can.edit}
      onToggle={async (_permission, _on, held) => {
        const ids = (catalogue.data ?? []).filter((p) => held.has(p.key)).map((p) => p.id);
        const saved = await setRolePermissions(role.id, ids);
        queryClient.setQueryData(roleQueries.record(role.id).queryKey, saved);
        // The role's users (and perhaps the signed-in user) hold other keys now.
        void roleQueries.changed(queryClient);
      }}
    />
  );
}

/** `/admin/roles/{id}` (and `/admin/roles/new`). */
export function RoleScreen() {
  return <ResourceRecordScreen resource={rolesResource} details={(role) => <RoleKeys role={role} />} />;
}
