import { Heading, Link, Stack, Text } from '@factory/ui';
import { useScreenEnvironment } from '../../environment/index.ts';
import { useLogin } from '../../shared/session.ts';
import { login as copy } from '../content.ts';
import { LoginForm } from './LoginForm.tsx';
import * as styles from './LoginScreen.css.ts';

/** `/login`: where users land after logout and where protected pages send visitors (spec §2, §6). */
export function LoginScreen() {
  const { routes } = useScreenEnvironment();
  const login = useLogin();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Stack gap="xl">
          <Stack gap="sm">
            <Heading level={1}>{copy.screenTitle}</Heading>
            <Text tone="muted">{copy.screenLead}</Text>
          </Stack>
          <LoginForm onLogin={login} />
          <Link href={routes.index()} variant="standalone">
            {copy.backHome}
          </Link>
        </Stack>
      </div>
    </main>
  );
}
