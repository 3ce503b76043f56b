// Passwords: a handed-out password must be changed first (`must_change_password`
// on GET /api/user, the first-time call, refused once done), and users change their own with the current one; the
// servers' messages land on the fields they name.
import { changePassword, changePasswordFirstTime, createUser, getCurrentUser, login, logout } from '@factory/api';
import { expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

eachServer('passwords', (server) => {
  const email = `first.login.${server.name}@example.com`;
  const chosen = 'my-own-secret-1';

  it.runIf(server.seeded)('says a demo account has a password of its own', async () => {
    await login({ ...server.account, remember: false });
    expect((await getCurrentUser()).must_change_password).toBe(false);
  });

  it.runIf(server.seeded && server.writable)(
    'makes a created user change the generated password once, with the messages on the fields',
    async () => {
      await login({ email: 'admin@example.com', password: 'password', remember: false });
      const created = await createUser({ name: 'First Login', email, is_active: true, role_id: 4 });
      await logout();
      await login({ email, password: created.password, remember: false });
      expect((await getCurrentUser()).must_change_password).toBe(true);

      const mismatch = await failureOf(changePasswordFirstTime({ password: chosen, password_confirmation: 'other' }));
      expect([mismatch.status, mismatch.fieldErrors]).toEqual([
        422,
        { password: ['The password field confirmation does not match.'] },
      ]);
      const short = await failureOf(changePasswordFirstTime({ password: 'short', password_confirmation: 'short' }));
      expect(short.fieldErrors).toEqual({ password: ['must be greater than or equal to 8'] });

      expect(await changePasswordFirstTime({ password: chosen, password_confirmation: chosen })).toBe(
        'The password was changed.',
      );
      expect((await getCurrentUser()).must_change_password).toBe(false);
      // Once changed, only the change with the current password remains.
      const again = await failureOf(changePasswordFirstTime({ password: chosen, password_confirmation: chosen }));
      expect(again.status).toBe(403);
      await logout();
      await login({ email, password: chosen, remember: false });
      expect((await getCurrentUser()).email).toBe(email);
    },
  );

  it.runIf(server.seeded && server.writable)(
    'changes your own password only with the current one, and nobody else’s without the users edit key',
    async () => {
      await login({ email, password: chosen, remember: false });
      const { id } = await getCurrentUser();
      const wrong = await failureOf(
        changePassword(id, {
          current_password: 'not-it',
          password: 'another-secret',
          password_confirmation: 'another-secret',
        }),
      );
      expect([wrong.status, wrong.fieldErrors]).toEqual([422, { current_password: ['The password is incorrect.'] }]);
      const empty = await failureOf(
        changePassword(id, {
          current_password: '',
          password: 'another-secret',
          password_confirmation: 'another-secret',
        }),
      );
      expect(empty.fieldErrors).toEqual({ current_password: ['Input must not be empty.'] });
      expect(
        await changePassword(id, {
          current_password: chosen,
          password: 'another-secret',
          password_confirmation: 'another-secret',
        }),
      ).toBe('The password was changed.');
      expect((await getCurrentUser()).must_change_password).toBe(false);
      // Another user's password (the administrator's, id 1) needs the users edit key.
      const other = await failureOf(
        changePassword(1, { password: 'taken-over-1', password_confirmation: 'taken-over-1' }),
      );
      expect(other.status).toBe(403);
      await logout();
      await login({ email, password: 'another-secret', remember: false });
      expect((await getCurrentUser()).email).toBe(email);
    },
  );
});
