import { useToast } from '@factory/ui';
import { errorMessageOf, useAnsweredByRule } from '../../shared/index.ts';

/**
 * For a failed action (add to wishlist, change a quantity…): told in a danger toast with the server's message, and
 * the page stays as it was. A 401 or 404 is the app's error-navigation rule's to answer, so nothing is toasted.
 */
export function useReportFailure() {
  const toast = useToast();
  const answeredByRule = useAnsweredByRule();
  return (error: unknown) => {
    if (!answeredByRule(error)) toast.show({ variant: 'danger', message: errorMessageOf(error) });
  };
}
