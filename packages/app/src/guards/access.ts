import { adminAreaByTitle, areaAccess, maintenanceRoleId, type User } from '@factory/api';
import { loginReturnParam } from '@factory/screens';
import { hrefTo } from '../routes/links.ts';
import type { RouteDef, RouteName } from '../routes/routeTable.ts';

/** What the guard knows of the visitor. */
export type Visitor =
  | { kind: 'anonymous' }
  | {
      kind: 'user';
      roleId: number;
      permissionKeys: readonly string[];
      /** The server says the password was handed out (`must_change_password`): it must be changed first. */
      mustChangePassword?: boolean;
    };

/** The visitor a session read names: a user, or anonymous when nobody is signed in (null). */
export const visitorOf = (user: Pick<User, 'role_id' | 'permissions_keys' | 'must_change_password'> | null): Visitor =>
  user
    ? {
        kind: 'user',
        roleId: user.role_id,
        permissionKeys: user.permissions_keys,
        mustChangePassword: user.must_change_password === true,
      }
    : { kind: 'anonymous' };

/** The pages that say an admin area is closed to the user (spec §6): no menu key, or no action key. */
export type NoAccessPage = Extract<RouteName, 'unauthorizedAccess' | 'forbiddenAccess'>;

/**
 * `changePassword`: the route's page waits behind the first-time password change, at the same address. `noAccess`:
 * the unauthorized or forbidden page shows at the address that was asked for (docs/decisions/no-access-pages.md).
 */
export type Access =
  | { kind: 'allow' }
  | { kind: 'changePassword' }
  | { kind: 'noAccess'; page: NoAccessPage }
  | { kind: 'redirect'; to: RouteName };

/** The role whose users are blocked from admin and shown the maintenance notice (spec §4, §6). */
export const MAINTENANCE_ROLE_ID = maintenanceRoleId;

/**
 * Spec §6: catalogue, verify and admin need a session (else login); a handed-out password is changed before any of
 * them; role 2 never enters admin (notFound);
 * an admin area needs its `menu-…` key (else unauthorizedAccess) and one of its `action-…` keys (else forbiddenAccess),
 * those two pages shown in place, so the address still names the page that was asked for.
 */
export function decideAccess(route: RouteDef, visitor: Visitor): Access {
  if (route.guard === 'public') return { kind: 'allow' };
  if (visitor.kind === 'anonymous') return { kind: 'redirect', to: 'login' };
  if (visitor.mustChangePassword) return { kind: 'changePassword' };
  if (route.area === 'admin' && visitor.roleId === MAINTENANCE_ROLE_ID) return { kind: 'redirect', to: 'notFound' };
  if (route.guard === 'admin' && route.permission) {
    const { hasMenu, hasAction } = areaAccess(visitor.permissionKeys, adminAreaByTitle(route.permission));
    if (!hasMenu) return { kind: 'noAccess', page: 'unauthorizedAccess' };
    if (!hasAction) return { kind: 'noAccess', page: 'forbiddenAccess' };
  }
  return { kind: 'allow' };
}

/**
 * Where a redirect goes. Only the verification link comes back after login (`/login?next=/verify-product?token=…`),
 * because the invited person's token lives in it; spec §2 sends every other login to the catalog.
 */
export function redirectHref(route: RouteDef, access: Extract<Access, { kind: 'redirect' }>, here: string): string {
  if (access.to === 'login' && route.area === 'verify') return hrefTo('login', {}, { [loginReturnParam]: here });
  return hrefTo(access.to);
}
