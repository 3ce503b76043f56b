// The parts of a user's record beyond its form: reset password, change password (spec §7 Users).
import { changePassword, resetUserPassword, type User } from '@factory/api';
import { Button, ConfirmDialog, Dialog, Heading, Inline, Stack, Text, useToast } from '@factory/ui';
import { useState } from 'react';
import { PasswordChangeForm } from '../../shared/index.ts';
import { useReportFailure } from '../../shared/reportFailure.ts';
import { sendFromDialog, useSendGuard } from '../../shared/sendGuard.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import { OneTimePassword } from './OneTimePassword.tsx';

/** Reset password (POST reset-password/{id}): asks first, then shows the new password once. */
export function ResetPassword({ user }: { user: User }) {
  const reportFailure = useReportFailure(actionErrorMessage);
  const [password, setPassword] = useState<string | null>(null);
  const guard = useSendGuard();
  const reset = (dialogSignal: AbortSignal) =>
    sendFromDialog(guard, dialogSignal, async (signal) => {
      try {
        const answer = await resetUserPassword(user.id, { signal });
        setPassword(answer.password);
      } catch (error) {
        reportFailure(error);
        throw error;
      }
    });
  return (
    <Stack gap="sm" align="start">
      <ConfirmDialog
        trigger={<Button variant="secondary">Reset password</Button>}
        title={`Reset the password of ${user.name}?`}
        message={`${user.name} can no longer log in with the current password. A new one is generated and shown once.`}
        confirmLabel="Reset password"
        pendingLabel="Resetting"
        onConfirm={reset}
      />
      {password !== null && <OneTimePassword title={`New password of ${user.name}`} password={password} />}
    </Stack>
  );
}

/** Change password (PUT change-password/{id}): a new password typed twice; the server's messages on the fields. */
export function ChangePassword({ user }: { user: User }) {
  const toast = useToast();
  return (
    <Dialog
      trigger={<Button variant="secondary">Change password</Button>}
      title={`Change the password of ${user.name}`}
    >
      {(close) => (
        <PasswordChangeForm
          send={(change, signal) => changePassword(user.id, change, { signal })}
          onChanged={(message) => {
            toast.show({ variant: 'success', message });
            close();
          }}
        />
      )}
    </Dialog>
  );
}

/** The account actions of a user record, shown to those who may edit users. */
export function UserAccountActions({ user }: { user: User }) {
  return (
    <Stack gap="sm" as="section" aria-label="Password">
      <Heading level={2} size="md">
        Password
      </Heading>
      <Text tone="muted">Passwords are never shown again once set; reset one to hand out a new password.</Text>
      <Inline gap="md" alignY="start">
        <ResetPassword user={user} />
        <ChangePassword user={user} />
      </Inline>
    </Stack>
  );
}
