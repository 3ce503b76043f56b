import { db } from '../db.ts';
import { publicRoute } from '../http/guard.ts';
import { isTruthy, noContent, validationResponse } from '../http/laravel.ts';
import { route } from '../http/route.ts';
import { createSession, rememberMaxAge, sessionCookies, sessionFrom, setCookieHeaders } from '../session.ts';
import { invalid } from './common.ts';

/** Laravel's message for a failed login; the same for an unknown email, a wrong password and a disabled account. */
export const failedLoginMessage = 'These credentials do not match our records.';

export const sessionHandlers = [
  // Sanctum: a visitor gets a session and its token; a known session keeps both.
  route('GET /sanctum/csrf-cookie', ({ cookies }) => {
    const session = sessionFrom(cookies) ?? createSession();
    return noContent({ headers: setCookieHeaders(sessionCookies(session)) });
  }),

  publicRoute('POST /login', ({ input, session }) => {
    const failed = invalid(input, { email: ['required', 'email'], password: ['required'] });
    if (failed) return failed;
    const email = String(input.email).trim().toLowerCase();
    const user = db.users.find((u) => u.email.toLowerCase() === email && u.deleted_at === null);
    if (!user || user.password !== input.password || !user.is_active) {
      return validationResponse({ email: [failedLoginMessage] });
    }
    // Like Laravel, a login regenerates the session id and token (no session fixation).
    if (session) db.sessions.delete(session.id);
    const fresh = createSession(user.id);
    const maxAge = isTruthy(input.remember) ? rememberMaxAge : undefined;
    return noContent({ headers: setCookieHeaders(sessionCookies(fresh, maxAge)) });
  }),

  // Ends the session and starts a new guest one, so the next login has a token to send.
  publicRoute('DELETE /logout', ({ session }) => {
    if (session) db.sessions.delete(session.id);
    return noContent({ headers: setCookieHeaders(sessionCookies(createSession())) });
  }),
];
