// Designed: roles and the permissions they grant (confirm with the server team).
import { collection, resource } from '../schemas/common.ts';
import { type Permission, permissionSchema, type Role, roleSchema } from '../schemas/people.ts';
import { anyBody, type CallOptions, callEndpoint, dataOf, designed } from './endpoint.ts';
import { resourceCalls } from './resourceCalls.ts';

/** Where the users of a deleted role go: the id of the role they are given instead. */
interface RoleRemoval extends CallOptions {
  moveUsersTo?: number;
}

const roleCrud = resourceCalls.roles;

/**
 * Roles as an admin resource; `getRole` answers the role with its `permissions` and counts. A role still given to
 * users is deleted only with `moveUsersTo` (`?move_users_to=`): they get that role, and its keys (designed).
 */
export const roleCalls = {
  ...roleCrud,
  remove: async (id: number, { moveUsersTo, signal }: RoleRemoval = {}) => {
    await callEndpoint(roleCrud.endpoints.deleteRole, anyBody, {
      params: { id },
      query: moveUsersTo === undefined ? undefined : { move_users_to: moveUsersTo },
      signal,
    });
  },
};
export const { list: getRoles, get: getRole, create: createRole, update: updateRole, remove: deleteRole } = roleCalls;

export const rolesEndpoints = {
  ...roleCalls.endpoints,
  getPermissions: designed('GET', '/api/permissions'),
  setRolePermissions: designed('PUT', '/api/roles/{id}/permissions'),
};

/** Every permission key there is, grouped by `group` on screen. */
export function getPermissions({ signal }: CallOptions = {}): Promise<Permission[]> {
  return callEndpoint(rolesEndpoints.getPermissions, collection(permissionSchema), { signal }).then(dataOf);
}

/** Replaces the role's permissions with these ids; answers the role with its permissions. */
export function setRolePermissions(id: number, permissionIds: number[]): Promise<Role> {
  return callEndpoint(rolesEndpoints.setRolePermissions, resource(roleSchema), {
    params: { id },
    body: { permission_ids: permissionIds },
  }).then(dataOf);
}
