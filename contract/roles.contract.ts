// Roles and the keys they grant: the list (search, sort, paging), one role with its permissions and counts, create
// and rename under the spec's rules, the whole key set replaced, a delete that moves the role's users, the
// administrator's role that keeps its keys, and 403 without the area's keys.
import {
  createRole,
  createUser,
  deleteRole,
  getPermissions,
  getRole,
  getRoles,
  getUser,
  login,
  setRolePermissions,
  updateRole,
} from '@factory/api';
import { expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

const asAdmin = () => login({ email: 'admin@example.com', password: 'password', remember: false });

eachServer('roles', (server) => {
  const writes = server.seeded && server.writable;
  const title = `Reviewers ${server.name}`;
  const findRole = async () => (await getRoles({ search: title })).items[0]?.id ?? 0;

  it.runIf(server.seeded)(
    'lists roles a page at a time sorted by title, and searches titles and descriptions',
    async () => {
      await asAdmin();
      const second = await getRoles({ perPage: 2, page: 2, sort: 'title' });
      expect([second.total, second.lastPage, second.items.map((role) => role.title)]).toEqual([
        4,
        2,
        ['Maintenance', 'Staff'],
      ]);
      const descending = await getRoles({ perPage: 'all', sort: 'title', direction: 'desc' });
      expect(descending.items.map((role) => role.title)).toEqual(['Staff', 'Maintenance', 'Customer', 'Administrator']);
      const found = await getRoles({ search: 'CATALOGUE', sort: 'title' });
      // A row carries the keys it grants (the permissions page shows who holds each); counts come with one role.
      expect(
        found.items.map(({ permissions, ...role }) => ({ ...role, keys: permissions?.map((p) => p.key).length })),
      ).toEqual([
        { id: 4, title: 'Customer', description: 'The private catalogue only.', keys: 0 },
        { id: 3, title: 'Staff', description: 'Catalogue editing and reports.', keys: 12 },
      ]);
      expect(found.items.some((role) => 'users_count' in role)).toBe(false);
    },
  );

  it.runIf(server.seeded)(
    'answers one role with its keys in catalogue order, its users and the last-administrator flag',
    async () => {
      await asAdmin();
      const staff = await getRole(3);
      expect(staff.permissions?.map((permission) => permission.key)).toEqual([
        'menu-content-catalog',
        'action-content-catalog-view',
        'menu-user-users',
        'action-user-users-view',
        'menu-product-categories',
        'action-product-categories-view',
        'action-product-categories-edit',
        'menu-product-product-item',
        'action-product-product-item-view',
        'action-product-product-item-edit',
        'menu-report-report-no-product-images',
        'action-report-report-no-product-images-view',
      ]);
      expect([staff.users_count, staff.is_last_administrator_role]).toEqual([12, false]);
      expect((await getRole(1)).is_last_administrator_role).toBe(true);
      const missing = await failureOf(getRole(999));
      expect(missing.status).toBe(404);
    },
  );

  it.runIf(server.seeded)('answers every permission there is', async () => {
    await asAdmin();
    const permissions = await getPermissions();
    expect(permissions).toHaveLength(110);
    expect(permissions[0]).toEqual({
      id: 1,
      key: 'menu-content-catalog',
      group: 'content',
      title: 'catalog',
      description: 'Shows Catalog in the sidebar.',
    });
  });

  it.runIf(writes)(
    'creates a role with no keys and renames it, refusing an empty or too long title with 422',
    async () => {
      await asAdmin();
      const created = await createRole({ title, description: 'Reads what others wrote.' });
      expect(created).toMatchObject({
        title,
        description: 'Reads what others wrote.',
        permissions: [],
        users_count: 0,
        is_last_administrator_role: false,
      });
      const empty = await failureOf(createRole({ title: ' ', description: 'x'.repeat(1001) }));
      expect([empty.status, empty.fieldErrors]).toEqual([
        422,
        { title: ['Input must not be empty.'], description: ['must be less than or equal to 1000'] },
      ]);
      const long = await failureOf(updateRole(created.id, { title: 'x'.repeat(256), description: null }));
      expect(long.fieldErrors).toEqual({ title: ['must be less than or equal to 255'] });
      const renamed = await updateRole(created.id, { title, description: null });
      expect([renamed.title, renamed.description]).toEqual([title, null]);
    },
  );

  it.runIf(writes)("replaces a role's keys with the ids sent, refusing an unknown id on its place", async () => {
    await asAdmin();
    const id = await findRole();
    // 11 and 12 are `menu-user-users` and `action-user-users-view`.
    const granted = await setRolePermissions(id, [12, 11]);
    expect(granted.permissions?.map((permission) => permission.key)).toEqual([
      'menu-user-users',
      'action-user-users-view',
    ]);
    const unknown = await failureOf(setRolePermissions(id, [11, 9999]));
    expect([unknown.status, unknown.fieldErrors]).toEqual([
      422,
      { 'permission_ids.1': ['The selected permission_ids.1 is invalid.'] },
    ]);
    expect((await getRole(id)).permissions?.map((permission) => permission.id)).toEqual([11, 12]);
    expect((await setRolePermissions(id, [])).permissions).toEqual([]);
  });

  it.runIf(server.seeded)("keeps the administrator's keys and role: neither taken away nor deleted (422)", async () => {
    await asAdmin();
    const stripped = await failureOf(setRolePermissions(1, [11]));
    expect([stripped.status, stripped.fieldErrors]).toEqual([
      422,
      {
        permission_ids: [
          "Administrator is the last role that holds the administrator's keys: it cannot lose one of them.",
        ],
      },
    ]);
    const deleted = await failureOf(deleteRole(1));
    expect([deleted.status, deleted.fieldErrors]).toEqual([
      422,
      { role: ["Administrator is the last role that holds the administrator's keys: it cannot be deleted."] },
    ]);
    expect((await getRole(1)).permissions).toHaveLength(110);
  });

  it.runIf(writes)(
    'deletes a role given to a user only with the role the user moves to, who gets its keys',
    async () => {
      await asAdmin();
      const id = await findRole();
      await setRolePermissions(id, [11, 12]);
      const user = await createUser({
        name: 'Role Mover',
        email: `role.mover.${server.name}@example.com`,
        is_active: true,
        role_id: id,
      });
      expect(user.permissions_keys).toEqual(['menu-user-users', 'action-user-users-view']);
      const unchosen = await failureOf(deleteRole(id));
      expect([unchosen.status, unchosen.fieldErrors]).toEqual([
        422,
        { move_users_to: [`Choose the role that the users of ${title} move to.`] },
      ]);
      await deleteRole(id, { moveUsersTo: 4 });
      const moved = await getUser(user.id);
      expect([moved.role_data, moved.permissions_keys]).toEqual([{ id: 4, title: 'Customer' }, []]);
      expect((await failureOf(getRole(id))).status).toBe(404);
      expect((await getRoles({ search: title })).total).toBe(0);
    },
  );

  it.runIf(server.seeded)('refuses the roles and permissions calls without their keys with 403', async () => {
    await login({ email: 'staff@example.com', password: 'password', remember: false });
    const list = await failureOf(getRoles());
    expect([list.status, list.message]).toEqual([403, 'This action is unauthorized.']);
    expect((await failureOf(getPermissions())).status).toBe(403);
    expect((await failureOf(setRolePermissions(3, [11]))).status).toBe(403);
  });
});
