// The session as screens and the app share it: who is logged in, logging in and logging out (spec §4).
import { ApiError, getCurrentUser, type LoginForm, login, logout, type User } from '@factory/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useScreenEnvironment } from '../environment/index.ts';
import { safeReturnPath } from './returnPath.ts';

/** The logged-in user, or null when nobody is: a 401 from GET /api/user means "logged out", not an error. */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await getCurrentUser();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The query parameter of /login naming the page to come back to after logging in. */
export const loginReturnParam = 'next';

/** GET /api/user in the query cache; `data` is the user, or null when logged out. */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'user'] as const,
  queryFn: fetchCurrentUser,
});

/** The current user (`data`: User | null once loaded) with the query's loading and error state. */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/**
 * Logs in (security cookie, then POST /login), refreshes the user and goes to the catalog — or back to the
 * verification link the guard sent the user from (`/login?next=…`, a same-origin verify path only).
 * The mutation's `error` is the ApiError whose `data.message` the login form shows; nothing else is reported
 * (spec §4: login failures are swallowed apart from that alert).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { routes } = useScreenEnvironment();
  const [params] = useSearchParams();
  return useMutation<void, ApiError, LoginForm>({
    mutationFn: login,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      const verifyPath = routes.verifyProduct('').split('?')[0] ?? '';
      navigate(safeReturnPath(params.get(loginReturnParam), [verifyPath]) ?? routes.catalog());
    },
  });
}

/**
 * Logs out (DELETE /logout), empties the cache so no customer data outlives the session, and goes to login.
 * A failed logout is swallowed (spec §4): the user is sent to login all the same.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { routes } = useScreenEnvironment();
  return useMutation<void, ApiError, void>({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQuery.queryKey, null);
      navigate(routes.login());
    },
  });
}
