import { permissionActions, regionCodes } from '@factory/api';
import { db, nextId, now } from '../db.ts';
import type { UserRecord } from '../fixtures/index.ts';
import { apiRoute, keyFor, publicRoute } from '../http/guard.ts';
import { errorResponse, json, noContent, validationResponse } from '../http/laravel.ts';
import { messages, type Rules } from '../http/validation.ts';
import { customerResource, live, roleResource, userResource } from '../resources.ts';
import { exists, findRow, invalid, notFound, numberOrNull, queryFlag, resourceResponse } from './common.ts';

const includesOf = (query: URLSearchParams) => ({
  areas: queryFlag(query, 'includeAreasData'),
  companies: queryFlag(query, 'includeCompaniesData'),
});

/** Email format, and not the address of another user (spec §5). */
const uniqueEmail =
  (exceptId: number | null) =>
  (value: unknown): string | null =>
    db.users.some((u) => u.email.toLowerCase() === String(value).trim().toLowerCase() && u.id !== exceptId)
      ? messages.unique('email')
      : null;

const userRules = (exceptId: number | null): Rules => ({
  name: ['required', { max: 255 }],
  email: ['required', 'email', { max: 255 }, uniqueEmail(exceptId)],
  role_id: ['required', 'integer', exists(() => db.roles)],
});

const confirmed = (value: unknown, input: Record<string, unknown>) =>
  value === input.password_confirmation ? null : 'The password field confirmation does not match.';
const passwordRules: Rules = { password: ['required', { min: 8 }, confirmed] };

/** A new password handed out by the server: readable, not guessable from the fixtures. */
function generatedPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => alphabet[byte % alphabet.length]).join('');
}

const isTrue = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

export const userHandlers = [
  apiRoute('GET /api/user', 'user', ({ user, query }) => resourceResponse(userResource(user, includesOf(query)))),

  apiRoute('GET /api/users', { area: 'users', action: 'view' }, ({ query }) =>
    resourceResponse(live(db.users).map((u) => userResource(u, includesOf(query)))),
  ),

  apiRoute('GET /api/users/{id}', { area: 'users', action: 'view' }, ({ params, query }) => {
    const user = findRow(db.users, params.id);
    return user ? resourceResponse(userResource(user, includesOf(query))) : notFound();
  }),

  apiRoute('POST /api/users', { area: 'users', action: 'create' }, ({ input }) => {
    const failed = invalid(input, { ...userRules(null), password: ['required', { min: 8 }] });
    if (failed) return failed;
    const roleId = Number(input.role_id);
    const user: UserRecord = {
      id: nextId(db.users),
      name: String(input.name).trim(),
      email: String(input.email).trim(),
      password: String(input.password),
      is_active: input.is_active === undefined ? true : isTrue(input.is_active),
      role_id: roleId,
      permissions_keys: [...(db.roles.find((r) => r.id === roleId)?.permission_keys ?? [])],
      area_ids: [],
      company_ids: [],
      must_change_password: true,
      created_at: now(),
      deleted_at: null,
    };
    db.users.push(user);
    return resourceResponse({ ...userResource(user), password: user.password }, 201);
  }),

  apiRoute('PUT /api/users/{id}', { area: 'users', action: 'edit' }, ({ params, input }) => {
    const user = findRow(db.users, params.id);
    if (!user) return notFound();
    const failed = invalid(input, userRules(user.id));
    if (failed) return failed;
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
    return resourceResponse(userResource(user));
  }),

  apiRoute('POST /api/users/reset-password/{id}', { area: 'users', action: 'edit' }, ({ params }) => {
    const user = findRow(db.users, params.id);
    if (!user) return notFound();
    user.password = generatedPassword();
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

  apiRoute('POST /api/users/change-password-first-time', 'user', ({ input, user }) => {
    const failed = invalid(input, passwordRules);
    if (failed) return failed;
    user.password = String(input.password);
    user.must_change_password = false;
    return json({ message: 'The password was changed.' });
  }),

  apiRoute(
    'POST /api/users/{id}/{action}/permissions/{permissionId}',
    { area: 'users', action: 'edit' },
    ({ params }) => {
      const user = findRow(db.users, params.id);
      const permission = db.permissions.find((p) => p.id === Number(params.permissionId));
      const action = permissionActions.find((a) => a === params.action);
      if (!user || !permission || !action) return notFound();
      const others = user.permissions_keys.filter((key) => key !== permission.key);
      user.permissions_keys = action === 'grant' ? [...others, permission.key] : others;
      return resourceResponse(userResource(user));
    },
  ),
];

export const roleHandlers = [
  apiRoute('GET /api/roles', { area: 'roles', action: 'view' }, () =>
    resourceResponse(db.roles.map((r) => roleResource(r))),
  ),
  apiRoute('GET /api/roles/{id}', { area: 'roles', action: 'view' }, ({ params }) => {
    const role = findRow(db.roles, params.id);
    return role ? resourceResponse(roleResource(role, true)) : notFound();
  }),
  apiRoute('POST /api/roles', { area: 'roles', action: 'create' }, ({ input }) => {
    const failed = invalid(input, { title: ['required', { max: 255 }], description: [{ max: 1000 }] });
    if (failed) return failed;
    const role = {
      id: nextId(db.roles),
      title: String(input.title).trim(),
      description: (input.description as string) || null,
      permission_keys: [],
    };
    db.roles.push(role);
    return resourceResponse(roleResource(role, true), 201);
  }),
  apiRoute('PUT /api/roles/{id}', { area: 'roles', action: 'edit' }, ({ params, input }) => {
    const role = findRow(db.roles, params.id);
    if (!role) return notFound();
    const failed = invalid(input, { title: ['required', { max: 255 }], description: [{ max: 1000 }] });
    if (failed) return failed;
    Object.assign(role, { title: String(input.title).trim(), description: (input.description as string) || null });
    return resourceResponse(roleResource(role, true));
  }),
  apiRoute('DELETE /api/roles/{id}', { area: 'roles', action: 'delete' }, ({ params }) => {
    const role = findRow(db.roles, params.id);
    if (!role) return notFound();
    if (live(db.users).some((u) => u.role_id === role.id)) {
      return validationResponse({ role: ['The role is still given to users.'] });
    }
    db.roles.splice(db.roles.indexOf(role), 1);
    return noContent();
  }),
  apiRoute('GET /api/permissions', { area: 'permissions', action: 'view' }, () => resourceResponse(db.permissions)),
  apiRoute('PUT /api/roles/{id}/permissions', { area: 'permissions', action: 'edit' }, ({ params, input }) => {
    const role = findRow(db.roles, params.id);
    if (!role) return notFound();
    const ids = Array.isArray(input.permission_ids) ? input.permission_ids.map(Number) : null;
    if (!ids) return validationResponse({ permission_ids: [messages.required] });
    const known = new Set(db.permissions.map((p) => p.id));
    const unknown = ids.findIndex((id) => !known.has(id));
    if (unknown !== -1) return validationResponse({ [`permission_ids.${unknown}`]: [messages.in] });
    role.permission_keys = db.permissions.filter((p) => ids.includes(p.id)).map((p) => p.key);
    return resourceResponse(roleResource(role, true));
  }),
];

/** Areas and companies: plain named rows. */
function organisationRoutes<T extends { id: number; name: string }>(
  path: '/api/areas' | '/api/companies',
  area: 'areas' | 'companies',
  rows: () => T[],
  rules: Rules,
  fields: (input: Record<string, unknown>) => Omit<T, 'id'>,
) {
  return [
    apiRoute(`GET ${path}`, { area, action: 'view' }, () => resourceResponse(rows())),
    apiRoute(`POST ${path}`, { area, action: 'create' }, ({ input }) => {
      const failed = invalid(input, rules);
      if (failed) return failed;
      const row = { id: nextId(rows()), ...fields(input) } as T;
      rows().push(row);
      return resourceResponse(row, 201);
    }),
    apiRoute(`PUT ${path}/{id}`, { area, action: 'edit' }, ({ params, input }) => {
      const row = findRow(rows(), params.id);
      if (!row) return notFound();
      const failed = invalid(input, rules);
      if (failed) return failed;
      Object.assign(row, fields(input));
      return resourceResponse(row);
    }),
    apiRoute(`DELETE ${path}/{id}`, { area, action: 'delete' }, ({ params }) => {
      const row = findRow(rows(), params.id);
      if (!row) return notFound();
      rows().splice(rows().indexOf(row), 1);
      return noContent();
    }),
  ];
}

const customerRules: Rules = {
  name: ['required', { max: 255 }],
  email: ['required', 'email', { max: 255 }],
  phone: [{ max: 50 }],
  company_id: [exists(() => db.companies)],
  area_id: [exists(() => db.areas)],
  product_access_type_id: [exists(() => db.accessTypes)],
};

const customerFields = (input: Record<string, unknown>) => ({
  name: String(input.name).trim(),
  email: String(input.email).trim(),
  phone: (input.phone as string) || null,
  company_id: numberOrNull(input.company_id),
  area_id: numberOrNull(input.area_id),
  user_id: numberOrNull(input.user_id),
  product_access_type_id: numberOrNull(input.product_access_type_id),
  is_active: input.is_active === undefined ? true : isTrue(input.is_active),
});

export const organisationHandlers = [
  ...organisationRoutes(
    '/api/areas',
    'areas',
    () => db.areas,
    { name: ['required', { max: 255 }], code: [{ max: 10 }] },
    (input) => ({
      name: String(input.name).trim(),
      code: (input.code as string) || null,
    }),
  ),
  ...organisationRoutes(
    '/api/companies',
    'companies',
    () => db.companies,
    { name: ['required', { max: 255 }], area_id: [exists(() => db.areas)] },
    (input) => ({ name: String(input.name).trim(), area_id: numberOrNull(input.area_id) }),
  ),
  apiRoute('GET /api/customers', { area: 'customers', action: 'view' }, () =>
    resourceResponse(live(db.customers).map(customerResource)),
  ),
  apiRoute('GET /api/customers/{id}', { area: 'customers', action: 'view' }, ({ params }) => {
    const customer = findRow(db.customers, params.id);
    return customer ? resourceResponse(customerResource(customer)) : notFound();
  }),
  apiRoute('POST /api/customers', { area: 'customers', action: 'create' }, ({ input }) => {
    const failed = invalid(input, customerRules);
    if (failed) return failed;
    const customer = { id: nextId(db.customers), ...customerFields(input), deleted_at: null };
    db.customers.push(customer);
    return resourceResponse(customerResource(customer), 201);
  }),
  apiRoute('PUT /api/customers/{id}', { area: 'customers', action: 'edit' }, ({ params, input }) => {
    const customer = findRow(db.customers, params.id);
    if (!customer) return notFound();
    const failed = invalid(input, customerRules);
    if (failed) return failed;
    Object.assign(customer, customerFields(input));
    return resourceResponse(customerResource(customer));
  }),
  apiRoute('DELETE /api/customers/{id}', { area: 'customers', action: 'delete' }, ({ params }) => {
    const customer = findRow(db.customers, params.id);
    if (!customer) return notFound();
    customer.deleted_at = now();
    return noContent();
  }),
];

export const enquiryHandlers = [
  // The landing page's partner form: visitors send it, so no login is needed (the anti-forgery token is).
  publicRoute('POST /api/email-registration', ({ input }) => {
    const failed = invalid(input, {
      email: ['required', 'email', { max: 255 }],
      company: ['required', { max: 255 }],
      region: ['required', { in: regionCodes }],
      comment: [{ max: 2000 }],
    });
    if (failed) return failed;
    db.enquiries.push({
      id: db.enquiries.length + 1,
      email: String(input.email),
      company: String(input.company),
      region: String(input.region),
      comment: String(input.comment ?? ''),
      created_at: now(),
    });
    return json({ message: 'Thank you! Your application is under review.' });
  }),

  // Users read their own notifications; reading another user's needs the users view key.
  apiRoute('GET /api/notifications/{userId}', 'user', ({ params, user }) => {
    const target = findRow(db.users, params.userId);
    if (!target) return notFound();
    if (target.id !== user.id && !user.permissions_keys.includes(keyFor({ area: 'users', action: 'view' }))) {
      return errorResponse(403);
    }
    const own = db.notifications
      .filter((n) => n.user_id === target.id)
      .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
    return resourceResponse(own.map(({ user_id: _user, ...notification }) => notification));
  }),
];
