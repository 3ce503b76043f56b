import { Alert, Button, Inline, Stack, Text, useToast } from '@factory/ui';
import * as styles from './users.css.ts';

interface OneTimePasswordProps {
  /** What happened ("Nia Okoye was created"). */
  title: string;
  password: string;
}

/** A password the server generated, shown this once with a copy button: it cannot be read again later. */
export function OneTimePassword({ title, password }: OneTimePasswordProps) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      toast.show({ variant: 'success', message: 'The password was copied.' });
    } catch {
      toast.show({ variant: 'danger', message: 'The password could not be copied. Select it and copy it by hand.' });
    }
  };
  return (
    <Alert variant="success" title={title}>
      <Stack gap="sm">
        <Text>The password is shown only this once. Copy it now and hand it to the user.</Text>
        <Inline gap="md">
          <code className={styles.password}>{password}</code>
          <Button variant="secondary" size="sm" onPress={copy}>
            Copy password
          </Button>
        </Inline>
      </Stack>
    </Alert>
  );
}
