import { actionKey, adminAreaByTitle, adminAreas, allPermissionKeys, menuKey } from '@factory/api';
import { describe, expect, it } from 'vitest';
import { type RouteDef, routeNamed, routeTable } from '../routes/routeTable.ts';
import { decideAccess, redirectHref, type Visitor } from './access.ts';

const anonymous: Visitor = { kind: 'anonymous' };
const user = (permissionKeys: string[], roleId = 1): Visitor => ({ kind: 'user', roleId, permissionKeys });
const administrator = user(allPermissionKeys);
const adminRoutes: RouteDef[] = routeTable.filter((route) => route.guard === 'admin');

describe('route guards', () => {
  it('lets anyone see the public routes', () => {
    for (const name of ['index', 'login', 'notFound'] as const) {
      expect(decideAccess(routeNamed(name), anonymous)).toEqual({ kind: 'allow' });
    }
  });

  it('sends an anonymous visitor of any catalogue, verify or admin route to login', () => {
    const guarded = routeTable.filter((route) => route.guard !== 'public');
    expect(guarded.length).toBeGreaterThan(40);
    for (const route of guarded) {
      expect(decideAccess(route, anonymous), route.path).toEqual({ kind: 'redirect', to: 'login' });
    }
  });

  it('brings a logged-out visitor of the verification link back to it, with its token, after login', () => {
    const toLogin = { kind: 'redirect', to: 'login' } as const;
    expect(redirectHref(routeNamed('verifyProduct'), toLogin, '/verify-product?token=vt-1')).toBe(
      '/login?next=%2Fverify-product%3Ftoken%3Dvt-1',
    );
    // Spec §2: every other login goes to the catalog, so no way back is offered.
    expect(redirectHref(routeNamed('wishlist'), toLogin, '/catalog/wishlist')).toBe('/login');
  });

  it('holds every signed-in route behind the first-time password change while the password is a handed-out one', () => {
    const handedOut: Visitor = { kind: 'user', roleId: 1, permissionKeys: allPermissionKeys, mustChangePassword: true };
    const guarded = routeTable.filter((route) => route.guard !== 'public');
    for (const route of guarded) expect(decideAccess(route, handedOut), route.path).toEqual({ kind: 'changePassword' });
    expect(decideAccess(routeNamed('login'), handedOut)).toEqual({ kind: 'allow' });
    expect(decideAccess(routeNamed('catalog'), { ...handedOut, mustChangePassword: false })).toEqual({ kind: 'allow' });
  });

  it('lets a customer into the catalogue and verification', () => {
    for (const name of ['catalog', 'product', 'wishlist', 'verifyProduct'] as const) {
      expect(decideAccess(routeNamed(name), user([]))).toEqual({ kind: 'allow' });
    }
  });

  it('blocks role 2 from every admin route with notFound, even with every key', () => {
    for (const route of routeTable.filter((r) => r.area === 'admin')) {
      expect(decideAccess(route, user(allPermissionKeys, 2)), route.path).toEqual({ kind: 'redirect', to: 'notFound' });
    }
  });

  it('lets role 2 keep using the catalogue', () => {
    expect(decideAccess(routeNamed('catalog'), user([], 2))).toEqual({ kind: 'allow' });
  });

  describe.each(adminRoutes.map((route) => [route.path, route] as const))('%s', (_path, route) => {
    if (!route.permission) throw new Error('admin route without permission');
    const area = adminAreaByTitle(route.permission);

    it('needs its menu key, else unauthorizedAccess, shown at its own address', () => {
      const others = allPermissionKeys.filter((key) => key !== menuKey(area));
      expect(decideAccess(route, user(others))).toEqual({ kind: 'noAccess', page: 'unauthorizedAccess' });
    });

    it('needs one of its action keys, else forbiddenAccess, shown at its own address', () => {
      const withoutOwnActions = allPermissionKeys.filter(
        (key) => !key.startsWith(`action-${area.group}-${area.title}-`),
      );
      expect(decideAccess(route, user(withoutOwnActions))).toEqual({ kind: 'noAccess', page: 'forbiddenAccess' });
    });

    it('opens with the menu key and a single action key', () => {
      expect(decideAccess(route, user([menuKey(area), actionKey(area, 'view')]))).toEqual({ kind: 'allow' });
      expect(decideAccess(route, administrator)).toEqual({ kind: 'allow' });
    });
  });

  it('covers every admin area of the permission catalogue with a route', () => {
    const routed = new Set(adminRoutes.map((route) => route.permission));
    expect(adminAreas.filter((area) => !routed.has(area.title))).toEqual([]);
  });
});
