import { changePasswordFirstTime } from '@factory/api';
import { Button, Heading, Stack, Text, useToast } from '@factory/ui';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQuery, PasswordChangeForm, useLogout } from '../../shared/index.ts';
import * as styles from '../LoginScreen/LoginScreen.css.ts';

/**
 * Shown instead of any signed-in page while the server says the password was handed out (`must_change_password`):
 * the user chooses their own, then sees the page they were going to (the catalogue, after login).
 */
export function FirstPasswordScreen() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const logout = useLogout();
  const changed = (message: string) => {
    toast.show({ variant: 'success', message });
    // The page behind opens at once; the refetch confirms the flag from the server.
    queryClient.setQueryData(currentUserQuery.queryKey, (user) => user && { ...user, must_change_password: false });
    void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
  };
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Stack gap="xl">
          <Stack gap="sm">
            <Heading level={1}>Choose your own password</Heading>
            <Text tone="muted">
              You logged in with a password you were given. Choose one that only you know to continue.
            </Text>
          </Stack>
          <PasswordChangeForm
            send={(change, signal) => changePasswordFirstTime(change, { signal })}
            onChanged={changed}
            submitLabel="Save and continue"
          />
          <Button variant="ghost" onPress={() => logout.mutate()} isPending={logout.isPending}>
            Log out
          </Button>
        </Stack>
      </div>
    </main>
  );
}
