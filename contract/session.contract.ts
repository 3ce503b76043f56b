// The Sanctum session as the client speaks it: the security cookie, login with remember, logout, the current user,
// 401 and 419 (spec §4, §7 Session, §8).
import { addToWishlist, getCsrfCookie, getCurrentUser, login, logout } from '@factory/api';
import { expect, it } from 'vitest';
import { eachServer, failureOf } from './servers.ts';

eachServer('session', (server, browser) => {
  const { email, password } = server.account;

  it('sets the XSRF-TOKEN cookie with an empty 204 answer', async () => {
    await getCsrfCookie();
    expect(browser().exchanges).toEqual(['GET /sanctum/csrf-cookie 204']);
    expect(browser().jar.readCookie('XSRF-TOKEN')).toMatch(/^[A-Za-z0-9%_-]{40,}$/);
  });

  it('refuses the current user to a visitor with 401 "Unauthenticated." and reports it once', async () => {
    const error = await failureOf(getCurrentUser());
    expect([error.status, error.message]).toEqual([401, 'Unauthenticated.']);
    expect(browser().reported.unauthorized).toBe(1);
  });

  it('logs in (cookie, then the credentials), answers the user, and logs out', async () => {
    await login({ email, password, remember: false });
    expect(browser().exchanges).toEqual(['GET /sanctum/csrf-cookie 204', 'POST /login 204']);
    expect((await getCurrentUser()).email).toBe(email);
    await logout();
    expect((await failureOf(getCurrentUser())).status).toBe(401);
  });

  it('keeps a remembered login in a cookie that outlives the browser (30 days or more)', async () => {
    await login({ email, password, remember: true });
    const lifetimes = browser()
      .setCookies.slice(-3)
      .map((cookie) => Number(/max-age=(\d+)/i.exec(cookie)?.[1] ?? 0));
    expect(Math.max(...lifetimes)).toBeGreaterThanOrEqual(30 * 24 * 60 * 60);
  });

  it.runIf(server.seeded)("adds the user's areas and companies when the include flags ask for them", async () => {
    await login({ email, password, remember: false });
    const plain = await getCurrentUser();
    expect([plain.areas_data, plain.companies_data]).toEqual([undefined, undefined]);
    const full = await getCurrentUser({ includeAreasData: true, includeCompaniesData: true });
    expect(full.areas_data).toEqual([{ id: 4, name: 'Europe', code: 'eu' }]);
    expect(full.companies_data).toEqual([
      { id: 1, name: 'Sunrise Parks Inc.', code: 'SUN01', country: 'Germany', area_id: 2 },
    ]);
  });

  it("answers wrong credentials with 422 on the email field and Laravel's text", async () => {
    const error = await failureOf(login({ email, password: `not-${password}`, remember: false }));
    expect(error.status).toBe(422);
    expect(error.message).toBe('These credentials do not match our records.');
    expect(error.fieldErrors).toEqual({ email: ['These credentials do not match our records.'] });
  });

  it('answers a stale token with 419, after which the client fetches a fresh cookie and retries once', async () => {
    await login({ email, password, remember: false });
    browser().exchanges.length = 0;
    browser().staleToken(1);
    await logout();
    expect(browser().exchanges).toEqual(['DELETE /logout 419', 'GET /sanctum/csrf-cookie 204', 'DELETE /logout 204']);
  });

  it.runIf(server.writable && server.seeded)(
    'gives up after one retry and rejects with 419 "CSRF token mismatch."',
    async () => {
      await login({ email, password, remember: false });
      browser().exchanges.length = 0;
      // Every request reads the cookie: the add, the cookie call, the retry.
      browser().staleToken(3);
      const error = await failureOf(addToWishlist('FG-HUM-0166-01'));
      expect([error.status, error.message]).toEqual([419, 'CSRF token mismatch.']);
      expect(browser().exchanges).toEqual([
        'POST /api/customer-wishlist 419',
        'GET /sanctum/csrf-cookie 204',
        'POST /api/customer-wishlist 419',
      ]);
    },
  );
});
