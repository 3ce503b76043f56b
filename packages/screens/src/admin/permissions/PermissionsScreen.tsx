import type { Permission, Role } from '@factory/api';
import { DataTable, Heading, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { allRolesQuery, permissionsQuery } from '../../queries/index.ts';
import { QueryState } from '../../shared/index.ts';
import { permissionAreas } from './permissionGroups.ts';

interface PermissionRow {
  id: number;
  key: string;
  area: string;
  kind: string;
  roles: string;
}

/** One row per key, in catalogue order, with the roles that grant it. */
function rowsOf(permissions: readonly Permission[], roles: readonly Role[]) {
  return permissionAreas(permissions).flatMap((area) =>
    area.switches.map(({ permission, label }) => ({
      id: permission.id,
      key: permission.key,
      area: area.label,
      kind: label,
      roles:
        roles
          .filter((role) => role.permissions?.some((p) => p.key === permission.key))
          .map((role) => role.title)
          .join(', ') || 'None',
    })),
  );
}

/** `/admin/permissions`: the catalogue of keys by group and area, and which roles hold each. */
export function PermissionsScreen() {
  const permissions = useQuery(permissionsQuery);
  const roles = useQuery({ ...allRolesQuery, select: (page) => page.items });
  const both = {
    ...permissions,
    data: permissions.data && roles.data ? rowsOf(permissions.data, roles.data) : undefined,
    error: permissions.error ?? roles.error,
    isPending: permissions.isPending || roles.isPending,
    isError: permissions.isError || roles.isError,
    isFetching: permissions.isFetching || roles.isFetching,
    refetch: () => Promise.all([permissions.refetch(), roles.refetch()]),
  };
  return (
    <Stack gap="lg">
      <Heading level={1}>Permissions</Heading>
      <Text tone="muted">
        An area opens with its menu key and at least one action key. Change a role's keys on the role's page, a single
        user's on the user's page.
      </Text>
      <QueryState query={both} loadingLabel="Loading the permissions" errorTitle="We could not load the permissions">
        {(rows: PermissionRow[]) => (
          <DataTable
            label="Permissions"
            rows={rows}
            rowId={(row) => row.id}
            columns={[
              { key: 'area', header: 'Area', sortable: true, width: '2fr' },
              { key: 'kind', header: 'Key', sortable: true },
              { key: 'key', header: 'Permission key', width: '3fr' },
              { key: 'roles', header: 'Roles', sortable: true, width: '2fr' },
            ]}
          />
        )}
      </QueryState>
    </Stack>
  );
}
