import { Button, Dialog } from '@factory/ui';
import { login as copy, nav } from '../content.ts';
import { LoginForm } from './LoginForm.tsx';

/** The landing page's "Log in" button and the login dialog it opens (spec §2). */
export function LoginDialog() {
  return (
    <Dialog title={copy.title} size="sm" trigger={<Button variant="secondary">{nav.login}</Button>}>
      <LoginForm autoFocus />
    </Dialog>
  );
}
