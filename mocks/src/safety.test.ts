// The safety rules as the mock server keeps them: nobody deletes or deactivates their own account, the last
// role holding the administrator's keys stays whole, and a role's users move to another role when it is deleted.
import {
  deleteRole,
  deleteUser,
  getRole,
  getUser,
  setRolePermissions,
  setUserPermission,
  updateUser,
} from '@factory/api';
import { describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { loginWith, rejection, useMockApi } from './test/useMockApi.ts';

useMockApi();

const adminInput = { name: 'Alex Morgan', email: 'admin@example.com', role_id: 1 };

describe('your own account', () => {
  it('cannot be deleted (403 with the reason)', async () => {
    await loginWith('admin');
    const error = await rejection(deleteUser(1));
    expect([error.status, error.message]).toEqual([403, 'You cannot delete your own account.']);
    expect(db.users.find((user) => user.id === 1)?.deleted_at).toBeNull();
  });

  it("cannot lose its own administrator's keys (422), while another account's keys go", async () => {
    await loginWith('admin');
    // 14 is `action-user-users-edit`.
    const error = await rejection(setUserPermission(1, 'revoke', 14));
    expect(error.fieldErrors).toEqual({ permission: ["You cannot take your own administrator's keys away."] });
    await setUserPermission(1, 'revoke', 15);
    await setUserPermission(2, 'revoke', 14);
    expect(db.users.find((user) => user.id === 1)?.permissions_keys).toContain('action-user-users-edit');
  });

  it('cannot be deactivated (422 on is_active), while another account can', async () => {
    await loginWith('admin');
    const error = await rejection(updateUser(1, { ...adminInput, is_active: false }));
    expect([error.status, error.fieldErrors]).toEqual([
      422,
      { is_active: ['You cannot deactivate your own account.'] },
    ]);
    expect((await updateUser(1, { ...adminInput, is_active: true })).is_active).toBe(true);
    const dana = await updateUser(6, { name: 'Dana Fox', email: 'inactive@example.com', role_id: 4, is_active: false });
    expect(dana.is_active).toBe(false);
  });
});

describe('the last role holding the administrator keys', () => {
  it('is named so on its own call, with its users counted', async () => {
    await loginWith('admin');
    expect(await getRole(1)).toMatchObject({ users_count: 1, is_last_administrator_role: true });
    expect(await getRole(3)).toMatchObject({ users_count: 12, is_last_administrator_role: false });
  });

  it('cannot be deleted nor lose one of those keys', async () => {
    await loginWith('admin');
    const deleted = await rejection(deleteRole(1, { moveUsersTo: 3 }));
    expect(deleted.fieldErrors).toEqual({
      role: ["Administrator is the last role that holds the administrator's keys: it cannot be deleted."],
    });
    const stripped = await rejection(setRolePermissions(1, [1, 2, 3]));
    expect(stripped.fieldErrors).toEqual({
      permission_ids: [
        "Administrator is the last role that holds the administrator's keys: it cannot lose one of them.",
      ],
    });
    expect(db.roles.find((role) => role.id === 1)?.permission_keys).toContain('action-user-permissions-edit');
  });
});

describe('deleting a role given to users', () => {
  it('needs the role they move to, then gives them that role and its keys', async () => {
    await loginWith('admin');
    const unsaid = await rejection(deleteRole(3));
    expect(unsaid.fieldErrors).toEqual({ move_users_to: ['Choose the role that the users of Staff move to.'] });
    await deleteRole(3, { moveUsersTo: 4 });
    const sam = await getUser(2);
    expect([sam.role_data.title, sam.permissions_keys]).toEqual(['Customer', []]);
    expect(db.roles.map((role) => role.title)).toEqual(['Administrator', 'Maintenance', 'Customer']);
  });
});
