import { permissionActions, regionCodes } from '@factory/api';
import { db, now } from '../db.ts';
import { visibleTopFolders } from '../documentAccess.ts';
import type { CustomerRecord, RoleRecord, UserRecord } from '../fixtures/index.ts';
import { createRandom } from '../fixtures/random.ts';
import { apiRoute, keyFor, publicRoute } from '../http/guard.ts';
import { errorResponse, json, validationResponse } from '../http/laravel.ts';
import { forField, messages, type Rules } from '../http/validation.ts';
import { customerResource, folderResource, live, roleResource, userResource, wishlistResource } from '../resources.ts';
import { exists, findRow, invalid, notFound, numberOrNull, queryFlag, resourceResponse } from './common.ts';
import { crudRoutes } from './crud.ts';

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

const isTrue = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

export const userHandlers = [
  apiRoute('GET /api/user', 'user', ({ user, query }) => resourceResponse(userResource(user, includesOf(query)))),

  ...crudRoutes<UserRecord>({
    path: '/api/users',
    area: 'users',
    rows: () => db.users,
    rules: (user) => ({
      ...userRules(user?.id ?? null),
      // Without a password the server generates one and answers it once (spec §7: `data.password`).
      ...(user ? {} : { password: [{ min: 8 }] }),
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
  ...crudRoutes({
    path: '/api/areas',
    area: 'areas',
    rows: () => db.areas,
    rules: () => ({ name: ['required', { max: 255 }], code: [{ max: 10 }] }),
    create: (input) => ({ name: String(input.name).trim(), code: (input.code as string) || null }),
  }),
  ...crudRoutes({
    path: '/api/companies',
    area: 'companies',
    rows: () => db.companies,
    rules: () => ({
      name: ['required', { max: 255 }],
      code: [{ max: 20 }],
      country: [{ max: 100 }],
      area_id: [exists(() => db.areas)],
    }),
    create: (input) => ({
      name: String(input.name).trim(),
      code: (input.code as string)?.trim() || null,
      country: (input.country as string)?.trim() || null,
      area_id: numberOrNull(input.area_id),
    }),
  }),
  ...crudRoutes<CustomerRecord>({
    path: '/api/customers',
    area: 'customers',
    rows: () => db.customers,
    rules: () => customerRules,
    create: (input) => ({ ...customerFields(input), deleted_at: null }),
    update: (customer, input) => Object.assign(customer, customerFields(input)),
    resource: customerResource,
  }),
  // Designed: the customer's logins, their wishlist and the document folders they see (read-only).
  apiRoute('GET /api/customers/{id}/account', { area: 'customers', action: 'view' }, ({ params }) => {
    const customer = findRow(db.customers, params.id);
    if (!customer) return notFound();
    const users = live(db.users).filter((u) => u.id === customer.user_id);
    const ids = new Set(users.map((u) => u.id));
    return resourceResponse({
      users: users.map((u) => userResource(u)),
      wishlist: db.wishlists.filter((w) => ids.has(w.user_id)).flatMap((w) => wishlistResource(w) ?? []),
      // As GET /api/my-documents answers the customer: the highest folders shared with them or their company.
      documents: visibleTopFolders(live(db.folders), customer).map((f) => folderResource(f, true)),
    });
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
