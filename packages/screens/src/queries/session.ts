// The session: who is signed in (GET /api/user). Signing in or out clears the whole cache (shared/session.ts).
import { ApiError, type User } from '@factory/api';
import { queryOptions } from '@tanstack/react-query';

// The calls load with the first read (see index.ts).
const calls = () => import('@factory/api/calls/session');

/** The logged-in user, or null when nobody is: a 401 from GET /api/user means "logged out", not an error. */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  try {
    return await (await calls()).getCurrentUser({}, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** GET /api/user in the query cache; `data` is the user, or null when logged out. */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'user'] as const,
  queryFn: fetchCurrentUser,
});
