// The landing's session check: a plain GET /api/user, so the page loads neither the API client nor its schemas.
import { apiConfig } from '@factory/api';
import type { VisitorKind } from './landingLogic.ts';

/**
 * Who is looking: a customer when GET /api/user answers a user; a visitor on 401 and on any failure, since the
 * public page must work even when the session cannot be read. Without Laravel's XSRF-TOKEN cookie, which comes with
 * every session, nobody is logged in: a first visit asks nothing (and the browser logs no 401).
 */
export async function checkVisitor(signal?: AbortSignal): Promise<Exclude<VisitorKind, 'unknown'>> {
  const { baseUrl, fetch, readCookie } = apiConfig();
  if (readCookie('XSRF-TOKEN') === undefined) return 'visitor';
  try {
    const response = await fetch(`${baseUrl}/api/user`, {
      credentials: 'include',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      signal,
    });
    const body: unknown = response.ok ? await response.json() : null;
    // A user is an object (`{ data: user }`); a 401 or any other answer means nobody.
    return typeof body === 'object' && body !== null ? 'customer' : 'visitor';
  } catch {
    return 'visitor';
  }
}
