import { emptyLoginForm, type LoginForm as LoginFields } from '@factory/api';
import { Alert, Button, Checkbox, Form, Link, PasswordField, Stack, Text, TextField } from '@factory/ui';
import { useId, useRef, useState } from 'react';
import { errorMessageOf } from '../../shared/errorMessage.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { useHydratedKeepingTyped } from '../../shared/typedBeforeHydration.ts';
import { login as copy } from '../content.ts';

const loginTextFields = ['email', 'password'] as const;

export interface LoginFormProps {
  /** Put the cursor in the email field at once (in the login dialog, which has nothing else to focus). */
  autoFocus?: boolean;
  /** Logs in with the fields and goes where a logged-in user goes; rejects with the ApiError the alert shows. */
  onLogin: (fields: LoginFields) => Promise<void>;
}

/**
 * Email, password (show/hide) and remember me, sent as typed: no client-side checks (spec §5), the server's
 * message in an alert when it refuses. A successful login goes to the catalog (spec §2).
 */
export function LoginForm({ autoFocus = false, onLogin }: LoginFormProps) {
  const [fields, setFields] = useState<LoginFields>(emptyLoginForm);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>();
  const box = useRef<HTMLDivElement>(null);
  // Text typed into the prerendered login page before it hydrated is kept; Log in is enabled in the same render.
  const hydrated = useHydratedKeepingTyped(box, loginTextFields, (typed) => setFields((f) => ({ ...f, ...typed })));
  const guard = useSendGuard();
  const forgotHelpId = useId();
  const set =
    <K extends keyof LoginFields>(key: K) =>
    (value: LoginFields[K]) =>
      setFields((f) => ({ ...f, [key]: value }));

  return (
    // `display: contents`: the box only lets the fields be read as the form hydrates; it takes no room.
    <div ref={box} style={{ display: 'contents' }}>
      <Form
        // "aria": the browser's own checks (e.g. of the email type) stay off; only the server judges the input.
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          setPending(true);
          setError(undefined);
          guard(() => onLogin(fields)).then(
            () => setPending(false),
            (failure: unknown) => {
              setPending(false);
              setError(failure);
            },
          );
        }}
      >
        <Stack gap="lg">
          {error !== undefined && (
            <Alert variant="danger" title={copy.errorTitle}>
              {errorMessageOf(error)}
            </Alert>
          )}
          <TextField
            label={copy.fields.email}
            name="email"
            type="email"
            autoComplete="username"
            autoFocus={autoFocus}
            value={fields.email}
            onChange={set('email')}
          />
          <PasswordField
            label={copy.fields.password}
            name="password"
            value={fields.password}
            onChange={set('password')}
          />
          <Checkbox name="remember" isSelected={fields.remember} onChange={set('remember')}>
            {copy.fields.remember}
          </Checkbox>
          <Stack gap="xs">
            {/* The spec gives this link no behaviour: disabled, with the way to a new password beside it. */}
            <Link variant="standalone" isDisabled aria-describedby={forgotHelpId}>
              {copy.forgotPassword}
            </Link>
            <Text id={forgotHelpId} size="sm" tone="muted">
              {copy.forgotPasswordHelp}
            </Text>
          </Stack>
          {/* Disabled until hydrated: a press on the prerendered form would submit it natively (a GET with the
            password in the address). A disabled default button also stops Enter from submitting it. */}
          <Button type="submit" fullWidth isDisabled={!hydrated} isPending={pending} pendingLabel={copy.submitting}>
            {copy.submit}
          </Button>
        </Stack>
      </Form>
    </div>
  );
}
