// User administration (spec §7 Users).
import { collection, messageSchema, resource } from '../schemas/common.ts';
import {
  type CreatedUser,
  createdUserSchema,
  type PasswordReset,
  passwordResetSchema,
  type User,
  userSchema,
} from '../schemas/people.ts';
import { anyBody, callEndpoint, dataOf, spec } from './endpoint.ts';
import type { UserIncludes } from './session.ts';

export const usersEndpoints = {
  getUsers: spec('GET', '/api/users'),
  getUser: spec('GET', '/api/users/{id}'),
  createUser: spec('POST', '/api/users'),
  updateUser: spec('PUT', '/api/users/{id}'),
  resetUserPassword: spec('POST', '/api/users/reset-password/{id}'),
  changePassword: spec('PUT', '/api/users/change-password/{id}'),
  changePasswordFirstTime: spec('POST', '/api/users/change-password-first-time'),
  setUserPermission: spec('POST', '/api/users/{id}/{action}/permissions/{permissionId}'),
};

/** The fields an admin edits; the server validates email format and uniqueness (spec §5). */
export type UserInput = Pick<User, 'name' | 'email' | 'is_active' | 'role_id'>;
/** Creating a user also sets a first password. */
export type NewUserInput = UserInput & { password: string };

export interface PasswordChange {
  /** Designed: asked for on a normal change, not on the first-time change. */
  current_password?: string;
  password: string;
  password_confirmation: string;
}

/** Designed meaning of `{x}` in `/api/users/{id}/{x}/permissions/{y}`: grant or revoke one permission. */
export const permissionActions = ['grant', 'revoke'] as const;
export type PermissionAction = (typeof permissionActions)[number];

export function getUsers(includes: UserIncludes = {}): Promise<User[]> {
  return callEndpoint(usersEndpoints.getUsers, collection(userSchema), { query: includes }).then(dataOf);
}

export function getUser(id: number, includes: UserIncludes = {}): Promise<User> {
  return callEndpoint(usersEndpoints.getUser, resource(userSchema), { params: { id }, query: includes }).then(dataOf);
}

/** The answer carries the password the account was given (`data.password`). */
export function createUser(input: NewUserInput): Promise<CreatedUser> {
  return callEndpoint(usersEndpoints.createUser, resource(createdUserSchema), { body: input }).then(dataOf);
}

export function updateUser(id: number, input: UserInput): Promise<User> {
  return callEndpoint(usersEndpoints.updateUser, resource(userSchema), { params: { id }, body: input }).then(dataOf);
}

/** Designed answer: the new password the server generated, to hand to the user. */
export function resetUserPassword(id: number): Promise<PasswordReset> {
  return callEndpoint(usersEndpoints.resetUserPassword, resource(passwordResetSchema), { params: { id } }).then(dataOf);
}

export function changePassword(id: number, change: PasswordChange): Promise<string> {
  return callEndpoint(usersEndpoints.changePassword, messageSchema, { params: { id }, body: change }).then(
    (answer) => answer.message,
  );
}

export function changePasswordFirstTime(change: Omit<PasswordChange, 'current_password'>): Promise<string> {
  return callEndpoint(usersEndpoints.changePasswordFirstTime, messageSchema, { body: change }).then(
    (answer) => answer.message,
  );
}

/** Toggles one permission of one user (spec §6: per-user permissions can be toggled by admins). */
export async function setUserPermission(id: number, action: PermissionAction, permissionId: number): Promise<void> {
  await callEndpoint(usersEndpoints.setUserPermission, anyBody, { params: { id, action, permissionId } });
}
