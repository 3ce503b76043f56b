// Designed: roles and the permissions they grant (confirm with the server team).
import { collection, resource } from '../schemas/common.ts';
import { type Permission, permissionSchema, type Role, roleSchema } from '../schemas/people.ts';
import { anyBody, callEndpoint, dataOf, designed } from './endpoint.ts';

export const rolesEndpoints = {
  getRoles: designed('GET', '/api/roles'),
  getRole: designed('GET', '/api/roles/{id}'),
  createRole: designed('POST', '/api/roles'),
  updateRole: designed('PUT', '/api/roles/{id}'),
  deleteRole: designed('DELETE', '/api/roles/{id}'),
  getPermissions: designed('GET', '/api/permissions'),
  setRolePermissions: designed('PUT', '/api/roles/{id}/permissions'),
};

export type RoleInput = Pick<Role, 'title' | 'description'>;

export function getRoles(): Promise<Role[]> {
  return callEndpoint(rolesEndpoints.getRoles, collection(roleSchema)).then(dataOf);
}

/** One role with its `permissions`. */
export function getRole(id: number): Promise<Role> {
  return callEndpoint(rolesEndpoints.getRole, resource(roleSchema), { params: { id } }).then(dataOf);
}

export function createRole(input: RoleInput): Promise<Role> {
  return callEndpoint(rolesEndpoints.createRole, resource(roleSchema), { body: input }).then(dataOf);
}

export function updateRole(id: number, input: RoleInput): Promise<Role> {
  return callEndpoint(rolesEndpoints.updateRole, resource(roleSchema), { params: { id }, body: input }).then(dataOf);
}

export async function deleteRole(id: number): Promise<void> {
  await callEndpoint(rolesEndpoints.deleteRole, anyBody, { params: { id } });
}

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
