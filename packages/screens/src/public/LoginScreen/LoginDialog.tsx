import { Button, Dialog, Spinner } from '@factory/ui';
import { lazy, Suspense } from 'react';
import { login as copy, nav } from '../content.ts';

// The form comes when the dialog opens; the landing page's first load carries only the button and the dialog.
const LoginDialogForm = lazy(async () => ({ default: (await import('./LoginDialogForm.tsx')).LoginDialogForm }));

/** The landing page's "Log in" button and the login dialog it opens (spec §2). */
export function LoginDialog() {
  return (
    <Dialog title={copy.title} size="sm" trigger={<Button variant="secondary">{nav.login}</Button>}>
      <Suspense fallback={<Spinner label={copy.loadingForm} />}>
        <LoginDialogForm />
      </Suspense>
    </Dialog>
  );
}
