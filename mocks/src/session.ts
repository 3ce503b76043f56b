import { db, type Session } from './db.ts';
import { type DemoAccount, demoAccounts, type UserRecord } from './fixtures/index.ts';

/** Laravel names the session cookie after the app; the anti-forgery cookie is Sanctum's. */
export const sessionCookieName = 'factory_session';
export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'X-XSRF-TOKEN';

/** Seconds a "remember me" session cookie lives (30 days); without it the cookie ends with the browser. */
export const rememberMaxAge = 30 * 24 * 60 * 60;

/**
 * Random base64 text that, like Laravel's encrypted token, must be URL-encoded in the cookie: 32 bytes always end
 * in one `=` of padding (and may hold `+` and `/`).
 */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes));
}

/** Laravel's default idle `SESSION_LIFETIME` (120 minutes), applied to guest sessions. */
const guestSessionLifetimeMs = 120 * 60 * 1000;

/**
 * A guest session (every visit's first GET /sanctum/csrf-cookie makes one) idle past the lifetime is gone, so
 * stale tokens stop working and the store does not grow for ever. Logged-in sessions end with logout.
 */
const isExpired = (session: Session, now: number) =>
  session.userId === null && now - session.lastSeenAt > guestSessionLifetimeMs;

export function createSession(userId: number | null = null): Session {
  const now = Date.now();
  for (const [id, old] of db.sessions) if (isExpired(old, now)) db.sessions.delete(id);
  const session = { id: randomToken().replace(/[^a-zA-Z0-9]/g, ''), csrfToken: randomToken(), userId, lastSeenAt: now };
  db.sessions.set(session.id, session);
  return session;
}

export const sessionFrom = (cookies: Record<string, string>): Session | undefined => {
  const id = cookies[sessionCookieName];
  const session = id === undefined ? undefined : db.sessions.get(id);
  if (!session) return undefined;
  const now = Date.now();
  if (isExpired(session, now)) {
    db.sessions.delete(session.id);
    return undefined;
  }
  session.lastSeenAt = now;
  return session;
};

/** The logged-in, active, not deleted user of a session. */
export function userOf(session: Session | undefined): UserRecord | undefined {
  if (session?.userId == null) return undefined;
  const user = db.users.find((u) => u.id === session.userId);
  return user?.is_active && user.deleted_at === null ? user : undefined;
}

/** `Set-Cookie` values for a session: the session id and the URL-encoded token, as Laravel sends them. */
export function sessionCookies(session: Session, maxAge?: number): string[] {
  const lifetime = maxAge === undefined ? '' : `; Max-Age=${maxAge}`;
  return [
    `${xsrfCookieName}=${encodeURIComponent(session.csrfToken)}; Path=/; SameSite=Lax${lifetime}`,
    `${sessionCookieName}=${session.id}; Path=/; SameSite=Lax${lifetime}`,
  ];
}

export const setCookieHeaders = (cookies: string[]): Headers => {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
};

export interface LoggedIn {
  user: UserRecord;
  session: Session;
  /** The raw anti-forgery token a client sends back in `X-XSRF-TOKEN`. */
  xsrfToken: string;
  /** A `Cookie` header value for Node clients: `factory_session=…; XSRF-TOKEN=…`. */
  cookieHeader: string;
}

/**
 * Starts a session for a demo account, as if it had logged in. In a browser (Storybook, demo mode) it also sets
 * the cookies on the page, so the app's own requests are authenticated; in Node, pass `cookieHeader` along.
 */
export function loginAs(account: DemoAccount | { email: string }): LoggedIn {
  const email = typeof account === 'string' ? demoAccounts[account].email : account.email;
  const user = db.users.find((u) => u.email === email);
  if (!user) throw new Error(`No mock user ${email}`);
  const session = createSession(user.id);
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: MSW reads the page's cookies from document.cookie, synchronously.
    for (const cookie of sessionCookies(session)) document.cookie = cookie;
  }
  return {
    user,
    session,
    xsrfToken: session.csrfToken,
    cookieHeader: `${sessionCookieName}=${session.id}; ${xsrfCookieName}=${encodeURIComponent(session.csrfToken)}`,
  };
}

/** Forgets the page's session cookies (the browser side of a reset between stories). */
export function clearSessionCookies(): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: MSW reads the page's cookies from document.cookie, synchronously.
  for (const name of [sessionCookieName, xsrfCookieName]) document.cookie = `${name}=; Path=/; Max-Age=0`;
}
