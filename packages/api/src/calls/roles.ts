// Designed: roles and the permissions they grant (confirm with the server team).
import { collection, resource } from '../schemas/common.ts';
import { type Permission, permissionSchema, type Role, roleSchema } from '../schemas/people.ts';
import { crudCalls } from './crud.ts';
import { callEndpoint, dataOf, designed } from './endpoint.ts';

export type RoleInput = Pick<Role, 'title' | 'description'>;

/** Roles as an admin resource; `getRole` answers the role with its `permissions`. */
export const roleCalls = crudCalls<RoleInput, typeof roleSchema, 'Role', 'Roles'>({
  singular: 'Role',
  plural: 'Roles',
  path: '/api/roles',
  item: roleSchema,
});
export const { list: getRoles, get: getRole, create: createRole, update: updateRole, remove: deleteRole } = roleCalls;

export const rolesEndpoints = {
  ...roleCalls.endpoints,
  getPermissions: designed('GET', '/api/permissions'),
  setRolePermissions: designed('PUT', '/api/roles/{id}/permissions'),
};

/** Every permission key there is, grouped by `group` on screen. */
export function getPermissions(): Promise<Permission[]> {
  return callEndpoint(rolesEndpoints.getPermissions, collection(permissionSchema)).then(dataOf);
}

/** Replaces the role's permissions with these ids; answers the role with its permissions. */
export function setRolePermissions(id: number, permissionIds: number[]): Promise<Role> {
  return callEndpoint(rolesEndpoints.setRolePermissions, resource(roleSchema), {
    params: { id },
    body: { permission_ids: permissionIds },
  }).then(dataOf);
}
