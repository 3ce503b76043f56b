import { db } from '../db.ts';
import type { RoleRecord } from '../fixtures/index.ts';
import { apiRoute } from '../http/guard.ts';
import { validationResponse } from '../http/laravel.ts';
import { forField, messages, type Rules } from '../http/validation.ts';
import { live, roleResource } from '../resources.ts';
import { findRow, notFound, resourceResponse } from './common.ts';
import { crudRoutes } from './crud.ts';

const roleRules: Rules = { title: ['required', { max: 255 }], description: [{ max: 1000 }] };

export const roleHandlers = [
  ...crudRoutes<RoleRecord>({
    path: '/api/roles',
    area: 'roles',
    rows: () => db.roles,
    rules: () => roleRules,
    create: (input) => ({
      title: String(input.title).trim(),
      description: (input.description as string) || null,
      permission_keys: [],
    }),
    update: (role, input) =>
      Object.assign(role, { title: String(input.title).trim(), description: (input.description as string) || null }),
    // The single role carries its permissions; list rows stay small.
    resource: (role) => roleResource(role, true),
    remove: (role) => {
      if (live(db.users).some((u) => u.role_id === role.id)) {
        return validationResponse({ role: ['The role is still given to users.'] });
      }
      db.roles.splice(db.roles.indexOf(role), 1);
      return undefined;
    },
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
    if (unknown !== -1) return validationResponse({ [key]: [forField(messages.in, key)] });
    role.permission_keys = db.permissions.filter((p) => ids.includes(p.id)).map((p) => p.key);
    return resourceResponse(roleResource(role, true));
  }),
];
