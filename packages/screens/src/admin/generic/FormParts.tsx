// The parts every admin record form shares: its save row and the question asked before leaving unsaved changes.
import { Button, ConfirmDialog, Inline, Text } from '@factory/ui';
import { type ReactNode, useId } from 'react';
import type { Blocker } from 'react-router-dom';

/** Save (or Create) unless the form is read-only, then the record's other actions (Delete…). */
export function SaveRow({
  isReadOnly,
  isSaving,
  submitLabel,
  actions,
}: {
  isReadOnly: boolean;
  isSaving: boolean;
  submitLabel: string;
  actions?: ReactNode;
}) {
  return (
    <Inline gap="md">
      {!isReadOnly && (
        <Button type="submit" isPending={isSaving} pendingLabel="Saving">
          {submitLabel}
        </Button>
      )}
      {actions}
    </Inline>
  );
}

/** Asks before an in-app navigation leaves unsaved changes (the router's blocker from `useFormValues`). */
export function LeaveGuard({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      title="Leave without saving?"
      message="Your changes on this page have not been saved. If you leave now, they are lost."
      confirmLabel="Leave"
      cancelLabel="Stay"
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}

/** An action the record refuses as it is now: its button shown disabled, described by the reason beside it. */
export function DisabledAction({ label, reason }: { label: string; reason: string }) {
  const id = useId();
  return (
    <Inline gap="sm">
      <Button variant="danger" isDisabled aria-describedby={id}>
        {label}
      </Button>
      <Text tone="muted" size="sm" id={id}>
        {reason}
      </Text>
    </Inline>
  );
}
