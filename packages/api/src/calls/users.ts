// User administration (spec §7 Users).
import { messageSchema, resource } from '../schemas/common.ts';
import { type PasswordReset, passwordResetSchema } from '../schemas/people.ts';
import { anyBody, type CallOptions, callEndpoint, dataOf, spec } from './endpoint.ts';
import { resourceCalls } from './resourceCalls.ts';

/** Users as an admin resource: list (paginated), get (include flags), create (answers the password), update, delete. */
export const userCalls = resourceCalls.users;
export const { list: getUsers, get: getUser, create: createUser, update: updateUser, remove: deleteUser } = userCalls;

export const usersEndpoints = {
  ...userCalls.endpoints,
  resetUserPassword: spec('POST', '/api/users/reset-password/{id}'),
  changePassword: spec('PUT', '/api/users/change-password/{id}'),
  changePasswordFirstTime: spec('POST', '/api/users/change-password-first-time'),
  setUserPermission: spec('POST', '/api/users/{id}/{action}/permissions/{permissionId}'),
};

export interface PasswordChange {
  /** Designed: asked for on a normal change, not on the first-time change. */
  current_password?: string;
  password: string;
  password_confirmation: string;
}

/** Designed meaning of `{x}` in `/api/users/{id}/{x}/permissions/{y}`: grant or revoke one permission. */
export const permissionActions = ['grant', 'revoke'] as const;
type PermissionAction = (typeof permissionActions)[number];

/** Designed answer: the new password the server generated, to hand to the user. */
export function resetUserPassword(id: number, { signal }: CallOptions = {}): Promise<PasswordReset> {
  return callEndpoint(usersEndpoints.resetUserPassword, resource(passwordResetSchema), { params: { id }, signal }).then(
    dataOf,
  );
}

export function changePassword(id: number, change: PasswordChange, { signal }: CallOptions = {}): Promise<string> {
  return callEndpoint(usersEndpoints.changePassword, messageSchema, { params: { id }, body: change, signal }).then(
    (answer) => answer.message,
  );
}

export function changePasswordFirstTime(
  change: Omit<PasswordChange, 'current_password'>,
  { signal }: CallOptions = {},
): Promise<string> {
  return callEndpoint(usersEndpoints.changePasswordFirstTime, messageSchema, { body: change, signal }).then(
    (answer) => answer.message,
  );
}

/** Toggles one permission of one user (spec §6: per-user permissions can be toggled by admins). */
export async function setUserPermission(id: number, action: PermissionAction, permissionId: number): Promise<void> {
  await callEndpoint(usersEndpoints.setUserPermission, anyBody, { params: { id, action, permissionId } });
}
