import { useToast } from '@factory/ui';
import { errorMessageOf, isAbandoned } from './errorMessage.ts';
import { useAnsweredByRule } from './errorNavigation.ts';

/**
 * The one failure-toast rule: a failed action (add to the wishlist, save, delete…) is told in a danger toast and the
 * page stays as it was. A 401 or 404 is the error-navigation rule's to answer and a call the user abandoned says
 * nothing, so neither is toasted. `messageOf` words the message (the admin's names the missing permission).
 */
export function useReportFailure(messageOf: (error: unknown) => string = errorMessageOf) {
  const toast = useToast();
  const answeredByRule = useAnsweredByRule();
  return (error: unknown) => {
    if (isAbandoned(error) || answeredByRule(error)) return;
    toast.show({ variant: 'danger', message: messageOf(error) });
  };
}
