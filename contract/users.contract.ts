// One admin resource end to end: the users list (paginated, searched, sorted), create with the generated password
// (and that user logging in), update under the unique-email rule, booleans both ways, the permission toggle, 403,
// and nobody deactivating or deleting their own account.
import {
  createUser,
  deleteUser,
  getCurrentUser,
  getUser,
  getUsers,
  login,
  logout,
  setUserPermission,
  updateUser,
} from '@factory/api';
import { expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

const password = 'password';
const asAdmin = () => login({ email: 'admin@example.com', password, remember: false });

eachServer('users', (server) => {
  const seededAndWritable = server.seeded && server.writable;
  const email = `new.buyer.${server.name}@example.com`;

  it.runIf(server.seeded)('lists users a page at a time, sorted by email, and searches them', async () => {
    await asAdmin();
    const page = await getUsers({ perPage: 10, sort: 'email' });
    expect([page.perPage, page.items.length, page.lastPage]).toEqual([10, 10, Math.ceil(page.total / 10)]);
    const emails = page.items.map((user) => user.email);
    expect(emails).toEqual([...emails].sort());
    const found = await getUsers({ search: 'customer@example' });
    expect(found.items.map((user) => [user.email, user.role_data.title])).toEqual([
      ['customer@example.com', 'Customer'],
    ]);
  });

  it.runIf(seededAndWritable)('creates a user with a generated password, who can then log in', async () => {
    await asAdmin();
    const created = await createUser({ name: 'New Buyer', email, is_active: true, role_id: 4 });
    expect(created).toMatchObject({
      name: 'New Buyer',
      email,
      is_active: true,
      role_data: { id: 4, title: 'Customer' },
    });
    expect(created.password).toMatch(/^[A-Za-z0-9]{12}$/);
    await logout();
    await login({ email, password: created.password, remember: false });
    expect((await getCurrentUser()).name).toBe('New Buyer');
  });

  it.runIf(seededAndWritable)('refuses an email in use, a malformed one and an empty name with 422', async () => {
    await asAdmin();
    const taken = await failureOf(
      createUser({ name: 'Twin', email: 'customer@example.com', is_active: true, role_id: 4 }),
    );
    expect(taken.fieldErrors).toEqual({ email: ['The email has already been taken.'] });
    const malformed = await failureOf(createUser({ name: '', email: 'not-an-email', is_active: true, role_id: 4 }));
    expect(malformed.message).toBe('Input must not be empty. (and 1 more error)');
    expect(malformed.fieldErrors).toEqual({
      name: ['Input must not be empty.'],
      email: ['Enter a valid email address'],
    });
  });

  it.runIf(seededAndWritable)('sends false as a form field and true in a PUT body, and reads both back', async () => {
    await asAdmin();
    const inactive = await createUser({
      name: 'Dormant Buyer',
      email: `dormant.${server.name}@example.com`,
      is_active: false,
      role_id: 4,
    });
    expect(inactive.is_active).toBe(false);
    const active = await updateUser(inactive.id, {
      name: 'Dormant Buyer',
      email: inactive.email,
      is_active: true,
      role_id: 4,
    });
    expect(active.is_active).toBe(true);
    expect((await getUser(inactive.id)).is_active).toBe(true);
  });

  it.runIf(seededAndWritable)("keeps a user's own email on update, and refuses another user's", async () => {
    await asAdmin();
    const [user] = (await getUsers({ search: email })).items;
    const id = user?.id ?? 0;
    const renamed = await updateUser(id, { name: 'Renamed Buyer', email, is_active: true, role_id: 4 });
    expect([renamed.name, renamed.email]).toEqual(['Renamed Buyer', email]);
    const clash = await failureOf(
      updateUser(id, { name: 'Renamed Buyer', email: 'admin@example.com', is_active: true, role_id: 4 }),
    );
    expect([clash.status, clash.fieldErrors]).toEqual([422, { email: ['The email has already been taken.'] }]);
  });

  it.runIf(seededAndWritable)('grants and revokes one permission of a user', async () => {
    await asAdmin();
    const [user] = (await getUsers({ search: email })).items;
    const id = user?.id ?? 0;
    // Permission 11 is `menu-user-users`.
    await setUserPermission(id, 'grant', 11);
    expect((await getUser(id)).permissions_keys).toContain('menu-user-users');
    await setUserPermission(id, 'revoke', 11);
    expect((await getUser(id)).permissions_keys).not.toContain('menu-user-users');
  });

  it.runIf(seededAndWritable)(
    'refuses to deactivate (422), strip of its administrator keys (422) or delete (403) your own account',
    async () => {
      await asAdmin();
      const me = await getCurrentUser();
      const deactivated = await failureOf(
        updateUser(me.id, { name: me.name, email: me.email, is_active: false, role_id: me.role_id }),
      );
      expect([deactivated.status, deactivated.fieldErrors]).toEqual([
        422,
        { is_active: ['You cannot deactivate your own account.'] },
      ]);
      // Permission 14 is `action-user-users-edit`, one of the administrator's keys.
      const stripped = await failureOf(setUserPermission(me.id, 'revoke', 14));
      expect([stripped.status, stripped.fieldErrors]).toEqual([
        422,
        { permission: ["You cannot take your own administrator's keys away."] },
      ]);
      const deleted = await failureOf(deleteUser(me.id));
      expect([deleted.status, deleted.message]).toEqual([403, 'You cannot delete your own account.']);
      expect((await getUser(me.id)).is_active).toBe(true);
    },
  );

  it.runIf(seededAndWritable)("deletes another user's account", async () => {
    await asAdmin();
    const [dormant] = (await getUsers({ search: `dormant.${server.name}@example.com` })).items;
    await deleteUser(dormant?.id ?? 0);
    expect((await getUsers({ search: `dormant.${server.name}@example.com` })).total).toBe(0);
  });

  it.runIf(server.seeded)('refuses a user without the create key with 403 "This action is unauthorized."', async () => {
    await login({ email: 'staff@example.com', password, remember: false });
    const error = await failureOf(
      createUser({ name: 'Nobody', email: 'nobody@example.com', is_active: true, role_id: 4 }),
    );
    expect([error.status, error.message]).toEqual([403, 'This action is unauthorized.']);
  });
});
