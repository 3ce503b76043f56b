// A failed call that the app, not the screen, must answer: 401 → log in again, 404 of the shown item → notFound.
import { ApiError } from '@factory/api';
import { useEffect, useRef } from 'react';
import { useScreenEnvironment } from '../environment/index.ts';

export type ErrorRedirect = 'login' | 'notFound';

/**
 * Where a failed call sends the user: a 401 asks for login; a 404 goes to notFound only when the call loaded
 * the item the screen is about (a missing category, product or folder). Other failures stay on the screen.
 */
export function redirectFor(
  error: unknown,
  { missingIsNotFound }: { missingIsNotFound: boolean },
): ErrorRedirect | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return 'login';
  if (error.status === 404 && missingIsNotFound) return 'notFound';
  return null;
}

/** Hands a 401 (and, when `missingIsNotFound`, a 404) of `error` to the app, once. */
export function useRedirectOnError(error: unknown, options: { missingIsNotFound: boolean }) {
  const environment = useScreenEnvironment();
  // The environment may be a new object each render; the redirect must still happen once.
  const latest = useRef(environment);
  latest.current = environment;
  const redirect = redirectFor(error, options);
  useEffect(() => {
    if (redirect === 'login') latest.current.onUnauthenticated();
    if (redirect === 'notFound') latest.current.onNotFound();
  }, [redirect]);
  return redirect;
}

/** Sends the user to notFound once `missing` is true (an impossible id, a folder that is not in the tree). */
export function useNotFoundWhen(missing: boolean) {
  const environment = useScreenEnvironment();
  const latest = useRef(environment);
  latest.current = environment;
  useEffect(() => {
    if (missing) latest.current.onNotFound();
  }, [missing]);
}
