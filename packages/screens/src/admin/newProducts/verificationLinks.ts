// The verification link of a new product: built from the app's verify route, and copied to the clipboard.
import { useToast } from '@factory/ui';
import { useState } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { verificationLink } from './newProductsLogic.ts';

/** The full link to send, from the app's verify route. */
export function useLinkOf() {
  const { routes } = useScreenEnvironment();
  return (token: string) => verificationLink(window.location.origin, routes.verifyProduct, token);
}

/**
 * Copies a link to the clipboard and says so: a toast, and `copied` for a confirmation beside the button. Where
 * the browser refuses the clipboard, the toast says to copy the shown link by hand.
 */
export function useCopyLink() {
  const toast = useToast();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (link: string, name: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(link);
      toast.show({ variant: 'success', message: `The verification link of ${name} was copied.` });
    } catch {
      setCopied(null);
      toast.show({
        variant: 'danger',
        message: `The link could not be copied here: select it and copy it yourself. ${link}`,
      });
    }
  };
  return { copy, copied };
}
