// The login dialog's form, loaded when the dialog opens: the API client's login and its schemas stay out of the
// landing page's first load.
import { login } from '@factory/api';
import { useScreenEnvironment } from '../../environment/ScreenEnvironment.tsx';
import { useLandingNavigationSource } from '../LandingScreen/landingNavigation.tsx';
import { LoginForm } from './LoginForm.tsx';

/** Logs in and goes to the catalog (spec §2); from the landing's own page that is a new page load. */
export function LoginDialogForm() {
  const { routes } = useScreenEnvironment();
  const { navigate } = useLandingNavigationSource();
  return (
    <LoginForm
      autoFocus
      onLogin={async (fields) => {
        await login(fields);
        navigate(routes.catalog());
      }}
    />
  );
}
