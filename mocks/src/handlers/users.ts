// Users: the signed-in user (GET /api/user), the users area's CRUD, passwords and per-user permission keys.

import { administratorKeys, permissionActions, recordId, serverResources } from '@factory/api';
import { accessDataOf } from '../access.ts';
import { db, now } from '../db.ts';
import type { UserRecord } from '../fixtures/index.ts';
import { createRandom } from '../fixtures/random.ts';
import { apiRoute, keyFor } from '../http/guard.ts';
import { errorResponse, json, validationResponse } from '../http/laravel.ts';
import { messages, type Rules } from '../http/validation.ts';
import { toRecycleBin } from '../recycleBin.ts';
import { userResource } from '../resources.ts';
import { exists, findRow, invalid, isTrue, notFound, queryFlag, resourceResponse } from './common.ts';
import { crudRoutes } from './crud.ts';

const includesOf = (query: URLSearchParams) => ({
  areas: queryFlag(query, 'includeAreasData'),
  companies: queryFlag(query, 'includeCompaniesData'),
});

/** Not the address of another user (spec §5); its format is the definition's rule. */
const uniqueEmail =
  (exceptId: number | null) =>
  (value: unknown): string | null =>
    db.users.some((u) => u.email.toLowerCase() === String(value).trim().toLowerCase() && u.id !== exceptId)
      ? messages.unique('email')
      : null;

/** The refusals of changes that would lock the signed-in user out (the Laravel app answers the same texts). */
const ownAccountMessages = {
  delete: 'You cannot delete your own account.',
  deactivate: 'You cannot deactivate your own account.',
  ownKeys: "You cannot take your own administrator's keys away.",
};

const stayActive = (value: unknown) => (isTrue(value) ? null : ownAccountMessages.deactivate);

const confirmed = (value: unknown, input: Record<string, unknown>) =>
  value === input.password_confirmation ? null : 'The password field confirmation does not match.';

const passwordRules: Rules = { password: ['required', 'min:8', confirmed] };

/**
 * A new password handed out by the server, 12 readable characters. Drawn from a generator seeded by the account and
 * the database's state, so a story or test that creates the same user sees the same password (stable screenshots);
 * a mock, not a secret: the real server draws it from a cryptographic source.
 */
function generatedPassword(email: string): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const seed = [...`${email}#${db.users.length}`].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619),
    2166136261,
  );
  const random = createRandom(seed);
  return Array.from({ length: 12 }, () => random.pick([...alphabet])).join('');
}

export const userHandlers = [
  apiRoute('GET /api/user', 'user', ({ user, query }) =>
    resourceResponse({
      ...userResource(user, includesOf(query)),
      ...(queryFlag(query, 'includeAccessData') ? { access_data: accessDataOf(user) } : {}),
    }),
  ),

  ...crudRoutes<UserRecord>(serverResources.users, {
    rows: () => db.users,
    checks: (user, signedIn) => ({
      email: [uniqueEmail(user?.id ?? null)],
      role_id: [exists(() => db.roles)],
      // Nobody locks themselves out.
      ...(user?.id === signedIn.id ? { is_active: [stayActive] } : {}),
    }),
    create: (input) => {
      const roleId = Number(input.role_id);
      return {
        name: String(input.name).trim(),
        email: String(input.email).trim(),
        password: input.password ? String(input.password) : generatedPassword(String(input.email)),
        is_active: input.is_active === undefined ? true : isTrue(input.is_active),
        role_id: roleId,
        permissions_keys: [...(db.roles.find((r) => r.id === roleId)?.permission_keys ?? [])],
        area_ids: [],
        company_ids: [],
        must_change_password: true,
        created_at: now(),
        deleted_at: null,
      };
    },
    update: (user, input) => {
      const roleId = Number(input.role_id);
      // A new role brings that role's keys; per-user toggles apply on top of it afterwards.
      if (roleId !== user.role_id)
        user.permissions_keys = [...(db.roles.find((r) => r.id === roleId)?.permission_keys ?? [])];
      Object.assign(user, {
        name: String(input.name).trim(),
        email: String(input.email).trim(),
        is_active: input.is_active === undefined ? user.is_active : isTrue(input.is_active),
        role_id: roleId,
      });
    },
    resource: (user, query) => userResource(user, includesOf(query)),
    created: (user) => ({ ...userResource(user), password: user.password }),
    remove: (user, signedIn) =>
      user.id === signedIn.id ? errorResponse(403, ownAccountMessages.delete) : toRecycleBin(user, signedIn),
  }),

  apiRoute('POST /api/users/reset-password/{id}', { area: 'users', action: 'edit' }, ({ params }) => {
    const user = findRow(db.users, params.id);
    if (!user) return notFound();
    user.password = generatedPassword(user.email);
    user.must_change_password = true;
    return resourceResponse({ password: user.password });
  }),

  // Users change their own password (with the current one); an admin with the users edit key changes anyone's.
  apiRoute('PUT /api/users/change-password/{id}', 'user', ({ params, input, user }) => {
    const target = findRow(db.users, params.id);
    if (!target) return notFound();
    const self = target.id === user.id;
    if (!self && !user.permissions_keys.includes(keyFor({ area: 'users', action: 'edit' }))) return errorResponse(403);
    const currentRule = (value: unknown) => (value === target.password ? null : 'The password is incorrect.');
    const failed = invalid(input, {
      ...(self ? { current_password: ['required', currentRule] } : {}),
      ...passwordRules,
    });
    if (failed) return failed;
    target.password = String(input.password);
    target.must_change_password = !self;
    return json({ message: 'The password was changed.' });
  }),

  // Only while the password is a handed-out one: otherwise this would change a password without knowing it.
  apiRoute('POST /api/users/change-password-first-time', 'user', ({ input, user }) => {
    if (!user.must_change_password) return errorResponse(403);
    const failed = invalid(input, passwordRules);
    if (failed) return failed;
    user.password = String(input.password);
    user.must_change_password = false;
    return json({ message: 'The password was changed.' });
  }),

  apiRoute(
    'POST /api/users/{id}/{action}/permissions/{permissionId}',
    { area: 'users', action: 'edit' },
    ({ params, user: signedIn }) => {
      const user = findRow(db.users, params.id);
      const permission = db.permissions.find((p) => p.id === recordId(params.permissionId));
      const action = permissionActions.find((a) => a === params.action);
      if (!user || !permission || !action) return notFound();
      if (user.id === signedIn.id && action === 'revoke' && administratorKeys.includes(permission.key)) {
        return validationResponse({ permission: [ownAccountMessages.ownKeys] });
      }
      const others = user.permissions_keys.filter((key) => key !== permission.key);
      user.permissions_keys = action === 'grant' ? [...others, permission.key] : others;
      return resourceResponse(userResource(user));
    },
  ),
];
