// Spec §4/§8, one rule for every call: a 401 logs a signed-in user out and sends them to login (unless they are on
// index); a 404 goes to notFound. The app installs it once (Root) and Storybook's preview installs it with the same
// hook, so stories run the rule the app runs. Screens never handle 401/404 themselves.
import { ApiError, configureApi } from '@factory/api';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type ScreenRoutes, useScreenEnvironment } from '../environment/index.ts';
import { currentUserQuery, forgetSession, loginReturnParam } from './session.ts';

/** What the rule does about one failed call. */
export type ErrorNavigation =
  /** Nothing: the screen shows the error where it happened. */
  | { kind: 'none' }
  /** The session ended: sign the user out; `toLogin` false on index, where they stay. */
  | { kind: 'signOut'; toLogin: boolean }
  /** The record asked for does not exist. */
  | { kind: 'notFound' };

/**
 * The rule itself, pure. A 401 only signs out a user who *was* signed in: for a visitor, the session check's 401
 * just means "nobody is signed in" (so an unknown address still shows notFound, not login).
 */
export function errorNavigation(
  error: unknown,
  { signedIn, onIndex }: { signedIn: boolean; onIndex: boolean },
): ErrorNavigation {
  if (!(error instanceof ApiError)) return { kind: 'none' };
  if (error.status === 401) return signedIn ? { kind: 'signOut', toLogin: !onIndex } : { kind: 'none' };
  if (error.status === 404) return { kind: 'notFound' };
  return { kind: 'none' };
}

/**
 * Where a 401 sends the user: the login page, and for the verification link only (its token lives in the address)
 * with the way back (`?next=/verify-product?token=…`), so the invited person returns to the same link and its draft.
 */
export function loginAfter401(loginPath: string, verifyPath: string, here: { pathname: string; search: string }) {
  if (here.pathname !== verifyPath) return loginPath;
  return `${loginPath}?${new URLSearchParams({ [loginReturnParam]: `${here.pathname}${here.search}` })}`;
}

const signedInNow = (queryClient: QueryClient) => Boolean(queryClient.getQueryData(currentUserQuery.queryKey));

/**
 * Whether the rule answers an error here (signs out, or goes to notFound): a screen then shows nothing of its own,
 * no toast and no error state. The rule's own answer, so a visitor's 401 (the rule does nothing) is the screen's.
 */
export function useAnsweredByRule(): (error: unknown) => boolean {
  const queryClient = useQueryClient();
  const { routes } = useScreenEnvironment();
  const { pathname } = useLocation();
  return (error) =>
    errorNavigation(error, { signedIn: signedInNow(queryClient), onIndex: pathname === routes.index() }).kind !==
    'none';
}

/**
 * Installs the rule on @factory/api's hooks (every call, queries and mutations alike) while mounted. Called once,
 * inside the router: by the app's Root and by Storybook's preview.
 */
export function useErrorNavigation(routes: ScreenRoutes) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  // The api's hooks outlive renders; they read the current path (and query, for the way back) from here.
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;
  const search = useRef(location.search);
  search.current = location.search;

  useEffect(() => {
    const answer = (error: ApiError) => {
      const decision = errorNavigation(error, {
        signedIn: signedInNow(queryClient),
        onIndex: pathname.current === routes.index(),
      });
      if (decision.kind === 'notFound') navigate(routes.notFound(), { replace: true });
      if (decision.kind === 'signOut') {
        forgetSession(queryClient);
        if (decision.toLogin && pathname.current !== routes.login()) {
          const verifyPath = routes.verifyProduct('').split('?')[0] ?? '';
          navigate(loginAfter401(routes.login(), verifyPath, { pathname: pathname.current, search: search.current }));
        }
      }
    };
    configureApi({ onUnauthorized: answer, onNotFound: answer });
    const ignore = () => {};
    return () => configureApi({ onUnauthorized: ignore, onNotFound: ignore });
  }, [navigate, queryClient, routes]);
}

/**
 * How a screen declares that the record it asked for is missing although no call answered 404 (an id that cannot
 * exist such as `/categories/abc`, a folder that is not in the tree): the user goes to notFound, once.
 */
export function useNotFoundWhen(missing: boolean) {
  const { routes } = useScreenEnvironment();
  const navigate = useNavigate();
  useEffect(() => {
    if (missing) navigate(routes.notFound(), { replace: true });
  }, [missing, navigate, routes]);
}
