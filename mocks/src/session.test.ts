import {
  allPermissionKeys,
  configureApi,
  createUser,
  getCurrentUser,
  getUsers,
  getWishlist,
  login,
  logout,
  updateUser,
} from '@factory/api';
import { describe, expect, it } from 'vitest';
import { failedLoginMessage } from './handlers/session.ts';
import { db, demoAccounts, loginAs, sessionCookieName, xsrfCookieName } from './node.ts';
import { loginWith, origin, rejection, useMockApi } from './test/useMockApi.ts';

const api = useMockApi();

describe('session', () => {
  it('logs in with a cookie, answers authorised calls, and answers 401 after logout', async () => {
    expect((await rejection(getCurrentUser())).status).toBe(401);

    await loginWith('customer');
    expect(api.jar.readCookie(sessionCookieName)).toBeTruthy();
    const user = await getCurrentUser();
    expect(user).toMatchObject({
      email: demoAccounts.customer.email,
      role_data: { title: 'Customer' },
      permissions_keys: [],
    });
    expect(await getWishlist()).toHaveLength(5);

    await logout();
    const error = await rejection(getCurrentUser());
    expect(error.status).toBe(401);
    expect(error.message).toBe('Unauthenticated.');
  });

  it('sends the token URL-encoded in the cookie, as Laravel does', async () => {
    await loginWith('customer');
    const raw = api.jar.readCookie(xsrfCookieName) ?? '';
    expect(raw).toMatch(/%/);
    const session = [...db.sessions.values()].find((s) => s.userId === 3);
    expect(decodeURIComponent(raw)).toBe(session?.csrfToken);
  });

  it('refuses wrong credentials and a disabled account with the same 422', async () => {
    for (const [email, password] of [
      [demoAccounts.admin.email, 'wrong-password'],
      ['nobody@example.com', 'password'],
      ['inactive@example.com', 'password'],
    ] as const) {
      const error = await rejection(login({ email, password, remember: false }));
      expect(error.status).toBe(422);
      expect(error.fieldErrors).toEqual({ email: [failedLoginMessage] });
    }
  });

  it('validates the login form with the spec messages', async () => {
    const error = await rejection(login({ email: 'not-an-email', password: '', remember: false }));
    expect(error.fieldErrors).toEqual({
      email: ['Enter a valid email address'],
      password: ['Input must not be empty.'],
    });
    expect(error.message).toBe('Enter a valid email address (and 1 more error)');
  });

  it('keeps a remembered session for 30 days', async () => {
    const setCookies: string[] = [];
    configureApi({
      fetch: async (input, init) => {
        const response = await api.jar.fetch(input, init);
        setCookies.push(...response.headers.getSetCookie());
        return response;
      },
    });
    await login({ email: demoAccounts.staff.email, password: demoAccounts.staff.password, remember: true });
    expect(setCookies.at(-1)).toMatch(new RegExp(`^${sessionCookieName}=.*Max-Age=2592000`));
  });

  it('answers 419 to a mutating call without the token; the client fetches a new cookie and retries once', async () => {
    await loginWith('admin');
    const sent: string[] = [];
    configureApi({
      // The first request goes out as if the token cookie were missing.
      readCookie: (name) => (name === xsrfCookieName && sent.length === 0 ? undefined : api.jar.readCookie(name)),
      fetch: (input, init) => {
        const request = new Request(input, init);
        sent.push(
          `${request.method} ${new URL(request.url).pathname} ${request.headers.has('X-XSRF-TOKEN') ? 'token' : 'none'}`,
        );
        return api.jar.fetch(request);
      },
    });
    const user = await updateUser(3, {
      name: 'Jordan Lee-Park',
      email: demoAccounts.customer.email,
      is_active: true,
      role_id: 4,
    });
    expect(user.name).toBe('Jordan Lee-Park');
    expect(sent).toEqual(['PUT /api/users/3 none', 'GET /sanctum/csrf-cookie token', 'PUT /api/users/3 token']);
  });

  it('answers 419 to a token that does not match the session', async () => {
    await loginWith('admin');
    const response = await fetch(`${origin}/api/users/3`, {
      method: 'PUT',
      headers: { Cookie: api.jar.header(), 'X-XSRF-TOKEN': 'forged', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'X' }),
    });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('enforces permission keys with 403', async () => {
    await loginWith('customer');
    const error = await rejection(getUsers());
    expect(error.status).toBe(403);
    expect(error.message).toBe('This action is unauthorized.');
  });

  it('gives the limited account the Users menu key but no action key, so the users call is forbidden', async () => {
    await loginWith('limited');
    const user = await getCurrentUser();
    expect(user.permissions_keys).toContain('menu-user-users');
    expect(user.permissions_keys.some((key) => key.startsWith('action-user-users-'))).toBe(false);
    expect((await rejection(getUsers())).status).toBe(403);
  });

  it('gives the administrator every key, and role id 2 to the maintenance account', async () => {
    await loginWith('admin');
    expect((await getCurrentUser()).permissions_keys).toEqual(allPermissionKeys);
    await logout();
    await loginWith('maintenance');
    expect((await getCurrentUser()).role_id).toBe(2);
  });

  it('starts a session directly with loginAs() and a cookie header', async () => {
    const { cookieHeader } = loginAs('staff');
    const response = await fetch(`${origin}/api/user`, {
      headers: { Cookie: cookieHeader, Accept: 'application/json' },
    });
    expect(((await response.json()) as { data: { email: string } }).data.email).toBe(demoAccounts.staff.email);
  });

  it('rejects a user email that another user has, and accepts the user keeping their own', async () => {
    await loginWith('admin');
    const error = await rejection(
      createUser({
        name: 'Copy',
        email: demoAccounts.staff.email,
        password: 'long-enough',
        is_active: true,
        role_id: 4,
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ email: ['The email has already been taken.'] });
    const same = await updateUser(2, {
      name: 'Sam Rivera',
      email: demoAccounts.staff.email,
      is_active: true,
      role_id: 3,
    });
    expect(same.email).toBe(demoAccounts.staff.email);
  });

  it('logs a user out when their account is disabled', async () => {
    await loginWith('customer');
    const user = db.users.find((u) => u.id === 3);
    if (user) user.is_active = false;
    expect((await rejection(getCurrentUser())).status).toBe(401);
  });
});
