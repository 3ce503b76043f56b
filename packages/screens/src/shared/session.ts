// The session as screens and the app share it: who is logged in, logging in and logging out (spec §4).
import type { ApiError, LoginForm } from '@factory/api';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useScreenEnvironment } from '../environment/index.ts';
import { currentUserQuery } from '../queries/session.ts';
import { safeReturnPath } from './returnPath.ts';

// The calls load when used (see queries/index.ts).
const calls = () => import('@factory/api/calls/session');

export { currentUserQuery, fetchCurrentUser } from '../queries/session.ts';

/** The query parameter of /login naming the page to come back to after logging in. */
export const loginReturnParam = 'next';

const isSessionQuery = (queryKey: readonly unknown[]) => queryKey[0] === currentUserQuery.queryKey[0];

/**
 * Signed out, in the cache: nobody is signed in and nothing of the account stays cached. The session query is set,
 * not removed, so everything watching it (guards, headers) sees the change at once.
 */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(currentUserQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
}

/** Signed in, in the cache: nothing of a previous account stays, and the user is read again. */
async function startSession(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
  await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
}

/** The current user (`data`: User | null once loaded) with the query's loading and error state. */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/**
 * Logs in (security cookie, then POST /login), refreshes the user and goes to the catalog — or back to the
 * verification link the guard sent the user from (`/login?next=…`, a same-origin verify path only).
 * It rejects with the ApiError whose `data.message` the login form shows; nothing else is reported
 * (spec §4: login failures are swallowed apart from that alert).
 */
export function useLogin(): (form: LoginForm) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { routes } = useScreenEnvironment();
  const [params] = useSearchParams();
  return async (form) => {
    await (await calls()).login(form);
    await startSession(queryClient);
    const verifyPath = routes.verifyProduct('').split('?')[0] ?? '';
    navigate(safeReturnPath(params.get(loginReturnParam), [verifyPath]) ?? routes.catalog());
  };
}

/**
 * Logs out (DELETE /logout), empties the cache (`forgetSession`) so no customer data outlives the session, and goes to login.
 * A failed logout is swallowed (spec §4): the user is sent to login all the same.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { routes } = useScreenEnvironment();
  return useMutation<void, ApiError, void>({
    mutationFn: async () => (await calls()).logout().catch(() => undefined),
    onSettled: () => {
      forgetSession(queryClient);
      navigate(routes.login());
    },
  });
}
