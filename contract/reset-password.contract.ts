// An admin's password reset: a new generated password answered once, which then logs the user in and must be
// changed first; 404 for nobody, 403 without the users edit key.
import { createUser, getCurrentUser, login, logout, resetUserPassword } from '@factory/api';
import { expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

const asAdmin = () => login({ email: 'admin@example.com', password: 'password', remember: false });

eachServer('password reset', (server) => {
  it.runIf(server.seeded && server.writable)(
    'hands out a new password that logs the user in and must be changed first',
    async () => {
      await asAdmin();
      const email = `forgetful.${server.name}@example.com`;
      const user = await createUser({
        name: 'Forgetful Buyer',
        email,
        is_active: true,
        role_id: 4,
        password: 'own-secret-1',
      });
      const reset = await resetUserPassword(user.id);
      expect(reset.password).toMatch(/^[A-Za-z0-9]{12}$/);
      await logout();
      const old = await failureOf(login({ email, password: 'own-secret-1', remember: false }));
      expect(old.status).toBe(422);
      await login({ email, password: reset.password, remember: false });
      expect((await getCurrentUser()).must_change_password).toBe(true);
    },
  );

  it.runIf(server.seeded)('answers 404 for a user who is not there and 403 without the users edit key', async () => {
    await asAdmin();
    expect((await failureOf(resetUserPassword(9999))).status).toBe(404);
    await login({ email: 'staff@example.com', password: 'password', remember: false });
    const error = await failureOf(resetUserPassword(3));
    expect([error.status, error.message]).toEqual([403, 'This action is unauthorized.']);
  });
});
