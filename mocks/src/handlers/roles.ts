import { holdsAdministratorKeys, serverResources, withAttribute } from '@factory/api';
import { db } from '../db.ts';
import type { RoleRecord } from '../fixtures/index.ts';
import { apiRoute } from '../http/guard.ts';
import { validationResponse } from '../http/laravel.ts';
import { messages } from '../http/validation.ts';
import { isLastAdministratorRole, roleResource } from '../resources.ts';
import { findRow, notFound, resourceResponse } from './common.ts';
import { crudRoutes } from './crud.ts';

/** Why the last role holding the administrator's keys cannot `lose` them or be deleted. */
const lastAdministratorRole = (role: RoleRecord, change: 'lose' | 'delete') =>
  `${role.title} is the last role that holds the administrator's keys: it cannot ${
    change === 'lose' ? 'lose one of them' : 'be deleted'
  }.`;

/**
 * Deletes a role. Its users, binned ones included (a restored user needs a role; Laravel's foreign key insists), move
 * to the role `moveTo` names (and get that role's keys); without one, a role still given to users stays. The last
 * role holding the administrator's keys always stays.
 */
function removeRole(role: RoleRecord, moveTo: string | null): Response | undefined {
  if (isLastAdministratorRole(role)) return validationResponse({ role: [lastAdministratorRole(role, 'delete')] });
  const users = db.users.filter((user) => user.role_id === role.id);
  const target = db.roles.find((other) => other !== role && String(other.id) === moveTo);
  if (users.length > 0 && !target) {
    return validationResponse({
      move_users_to: [`Choose the role that the users of ${role.title} move to.`],
    });
  }
  for (const user of users) {
    user.role_id = target?.id ?? user.role_id;
    user.permissions_keys = [...(target?.permission_keys ?? [])];
  }
  db.roles.splice(db.roles.indexOf(role), 1);
  return undefined;
}

export const roleHandlers = [
  ...crudRoutes<RoleRecord>(serverResources.roles, {
    rows: () => db.roles,
    create: (input) => ({
      title: String(input.title).trim(),
      description: (input.description as string) || null,
      permission_keys: [],
    }),
    update: (role, input) =>
      Object.assign(role, { title: String(input.title).trim(), description: (input.description as string) || null }),
    // A row carries the keys it grants (the permissions page shows who holds each); one role adds its counts.
    resource: (role) => roleResource(role, true),
    listed: (role) => roleResource(role),
    remove: (role, _user, query) => removeRole(role, query.get('move_users_to')),
  }),
  apiRoute('GET /api/permissions', { area: 'permissions', action: 'view' }, () => resourceResponse(db.permissions)),
  apiRoute('PUT /api/roles/{id}/permissions', { area: 'permissions', action: 'edit' }, ({ params, input }) => {
    const role = findRow(db.roles, params.id);
    if (!role) return notFound();
    const ids = Array.isArray(input.permission_ids) ? input.permission_ids.map(Number) : null;
    if (!ids) return validationResponse({ permission_ids: [messages.required] });
    const known = new Set(db.permissions.map((p) => p.id));
    const unknown = ids.findIndex((id) => !known.has(id));
    const key = `permission_ids.${unknown}`;
    if (unknown !== -1) return validationResponse({ [key]: [withAttribute(messages.in, key)] });
    const keys = db.permissions.filter((p) => ids.includes(p.id)).map((p) => p.key);
    if (isLastAdministratorRole(role) && !holdsAdministratorKeys(keys)) {
      return validationResponse({ permission_ids: [lastAdministratorRole(role, 'lose')] });
    }
    role.permission_keys = keys;
    return resourceResponse(roleResource(role, true));
  }),
];
