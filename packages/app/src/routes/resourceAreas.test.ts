// The "add a list-and-record area" recipe (docs/conventions.md) holds: a resource's definition in @factory/api, its
// fixture and its screens folder are all an area needs. For every definition, whatever it is, the app routes its
// pages behind its own keys, the sidebar lists it in its group, a visit prefetches its list page and its record, and
// its screens folder gives each page (that last one is also a type error when missing: `AllResourceScreens`). The
// session-long walk (e2e/walk.e2e.ts) then opens each of them from the sidebar.
import { adminAreas, allPermissionKeys, canOpenArea, serverResources } from '@factory/api';
import { adminReads } from '@factory/screens/admin/reads';
import { describe, expect, it } from 'vitest';
import { decideAccess } from '../guards/access.ts';
import { hrefTo } from './links.ts';
import { type RouteName, routeTable } from './routeTable.ts';

const administrator = { kind: 'user', roleId: 1, permissionKeys: allPermissionKeys } as const;
const noKeys = { kind: 'user', roleId: 1, permissionKeys: [] } as const;

describe.each(Object.values(serverResources).map((definition) => [definition.area, definition] as const))(
  'the %s resource',
  (title, definition) => {
    const own = routeTable.filter((route) => 'permission' in route && route.permission === title);

    it('is routed at /admin/{title}, and at /admin/{title}/:id when its records have their own page', () => {
      expect(own.map((route) => [route.name, route.path])).toEqual([
        [`admin${definition.plural}`, `/admin/${title}`],
        ...(definition.recordPage ? [[`admin${definition.singular}`, `/admin/${title}/:id`]] : []),
      ]);
      expect(hrefTo(`admin${definition.plural}` as RouteName)).toBe(`/admin/${title}`);
    });

    it('opens with its own keys only', () => {
      for (const route of own) {
        expect(decideAccess(route, administrator)).toEqual({ kind: 'allow' });
        expect(decideAccess(route, noKeys)).toEqual({ kind: 'noAccess', page: 'unauthorizedAccess' });
      }
    });

    it("is listed in the administrator's sidebar", () => {
      const listed = adminAreas.filter((area) => canOpenArea(allPermissionKeys, area));
      expect(listed.map((area) => area.title)).toContain(title);
    });

    it('has its list page and its record prefetched on a visit', () => {
      const search = new URLSearchParams();
      expect(adminReads(title, false)({ search }).map((read) => read.queryKey[0])).toEqual([title]);
      const record = adminReads(title, true)({ id: '1', search }).map((read) => read.queryKey);
      expect(record).toEqual([[title, 'record', definition.id === 'number' ? 1 : '1']]);
    });
  },
);
