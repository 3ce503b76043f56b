import { useToast } from '@factory/ui';
import { useRef } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { errorMessageOf } from '../../shared/index.ts';
import { redirectFor } from '../errorRedirect.ts';

/**
 * For a failed action (add to wishlist, change a quantity…): a 401 asks for login, anything else is told in a
 * danger toast with the server's message, and the page stays as it was.
 */
export function useReportFailure() {
  const environment = useScreenEnvironment();
  const latest = useRef(environment);
  latest.current = environment;
  const toast = useToast();
  return (error: unknown) => {
    if (redirectFor(error, { missingIsNotFound: false }) === 'login') latest.current.onUnauthenticated();
    else toast.show({ variant: 'danger', message: errorMessageOf(error) });
  };
}
