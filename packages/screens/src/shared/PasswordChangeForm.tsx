// One password-change form for every place a password is changed: your own in the profile (with the current one),
// the first-time change of a handed-out password, and an admin setting a user's.
import type { PasswordChange } from '@factory/api';
import { Alert, Button, Form, Inline, PasswordField, Stack } from '@factory/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessageOf, fieldErrorsOf, isAbandoned } from './errorMessage.ts';
import { useAnsweredByRule } from './errorNavigation.ts';
import { ruleProps } from './ruleProps.ts';
import { useSendGuard } from './sendGuard.ts';

export interface PasswordChangeFormProps {
  /** Asks for the current password too (a change of your own password). */
  askCurrent?: boolean;
  /** Sends the change; answers the server's message. */
  send: (change: PasswordChange, signal: AbortSignal) => Promise<string>;
  /** After the server took it, with its message; the fields are emptied. */
  onChanged: (message: string) => void;
  /** The submit button's text. Default "Change password". */
  submitLabel?: string;
}

const empty: PasswordChange = { current_password: '', password: '', password_confirmation: '' };

/**
 * Current (when asked), new and repeated password. The page checks the rules it can (filled in, 8 characters, the
 * two entries the same) and the server's messages land on the fields they name; any other failure shows above.
 */
export function PasswordChangeForm({
  askCurrent = false,
  send,
  onChanged,
  submitLabel = 'Change password',
}: PasswordChangeFormProps) {
  const [change, setChange] = useState(empty);
  const answeredByRule = useAnsweredByRule();
  const mutation = useMutation({
    mutationFn: ({ input, signal }: { input: PasswordChange; signal: AbortSignal }) => send(input, signal),
    onSuccess: (message) => {
      setChange(empty);
      onChanged(message);
    },
  });
  const guard = useSendGuard();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { current_password, ...fresh } = change;
    const input = askCurrent ? change : fresh;
    void guard((signal) => mutation.mutateAsync({ input, signal })).catch(() => undefined);
  };
  const set = (field: keyof PasswordChange) => (value: string) =>
    setChange((current) => ({ ...current, [field]: value }));
  const fieldErrors = fieldErrorsOf(mutation.error);
  const failure =
    mutation.isError && !fieldErrors && !isAbandoned(mutation.error) && !answeredByRule(mutation.error)
      ? errorMessageOf(mutation.error)
      : null;
  return (
    <Form onSubmit={submit} validationErrors={fieldErrors}>
      <Stack gap="md">
        {failure && <Alert variant="danger">{failure}</Alert>}
        {askCurrent && (
          <PasswordField
            name="current_password"
            label="Current password"
            autoComplete="current-password"
            {...ruleProps('required')}
            value={change.current_password}
            onChange={set('current_password')}
          />
        )}
        <PasswordField
          name="password"
          label="New password"
          autoComplete="new-password"
          {...ruleProps('required|min:8')}
          value={change.password}
          onChange={set('password')}
        />
        <PasswordField
          name="password_confirmation"
          label="Repeat the new password"
          autoComplete="new-password"
          {...ruleProps('required', (value) => (value === change.password ? null : 'The passwords do not match.'))}
          value={change.password_confirmation}
          onChange={set('password_confirmation')}
        />
        <Inline gap="md">
          <Button type="submit" isPending={mutation.isPending} pendingLabel="Saving">
            {submitLabel}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
