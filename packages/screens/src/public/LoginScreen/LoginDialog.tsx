import { Spinner } from '@factory/ui';
import { lazy, Suspense } from 'react';
import { loadWhileHere } from '../../shared/moduleLoad.ts';
import { login as copy, nav } from '../content.ts';
import { DialogOnDemand } from '../LandingScreen/onDemand.tsx';

// The form comes when the dialog opens; the landing page's first load carries only the button.
const loadForm = loadWhileHere(() => import('./LoginDialogForm.tsx'));
const LoginDialogForm = lazy(async () => ({ default: (await loadForm()).LoginDialogForm }));

/** The landing page's "Log in" button and the login dialog it opens (spec §2). */
export function LoginDialog() {
  return (
    <DialogOnDemand title={copy.title} size="sm" trigger={{ label: nav.login, variant: 'secondary' }}>
      <Suspense fallback={<Spinner label={copy.loadingForm} />}>
        <LoginDialogForm />
      </Suspense>
    </DialogOnDemand>
  );
}
