import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useTranslations } from '../i18n/useTranslations.ts';
import { Dialog, type DialogProps } from './Dialog.tsx';
import { dialogMessages } from './messages.ts';

export const confirmTones = ['danger', 'primary'] as const;
export type ConfirmTone = (typeof confirmTones)[number];

export interface ConfirmDialogProps
  extends Pick<DialogProps, 'title' | 'trigger' | 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size'> {
  /** What will happen, in words that say whether it can be undone. */
  message: ReactNode;
  /** Label of the confirming button: the action itself ("Submit", "Delete"), not "OK". */
  confirmLabel: string;
  /** Label of the button that backs out; by default the locale's ("Cancel"). */
  cancelLabel?: string;
  /** Shown on the confirming button while `onConfirm` runs. Default: `confirmLabel`. */
  pendingLabel?: string;
  /** `danger` (default) for destructive or irreversible actions, `primary` otherwise. */
  tone?: ConfirmTone;
  /**
   * Runs the action. While its promise is pending the dialog shows progress; when it resolves the dialog closes;
   * when it rejects the dialog stays open (report the error from here). Cancel (or Escape) stays available while it
   * runs: it aborts `signal` (hand it to the request) and closes the dialog, and the action's late outcome is ignored.
   */
  onConfirm: (signal: AbortSignal) => unknown;
}

/** An `alertdialog` asking to confirm an action, with a pending state while the action runs. */
export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel: ownCancelLabel,
  pendingLabel,
  tone = 'danger',
  onConfirm,
  size = 'sm',
  ...dialog
}: ConfirmDialogProps) {
  const texts = useTranslations(dialogMessages);
  const cancelLabel = ownCancelLabel ?? texts.cancel;
  const [isPending, setPending] = useState(false);
  // The running action's controller: Cancel aborts it, and an outcome that arrives after that is not ours to act on.
  const running = useRef<AbortController | null>(null);
  const confirm = async (close: () => void) => {
    const controller = new AbortController();
    running.current = controller;
    setPending(true);
    try {
      await onConfirm(controller.signal);
      if (!controller.signal.aborted) close();
    } catch {
      // Stays open so the user can retry or cancel; the caller reports the failure.
    } finally {
      if (running.current === controller) {
        running.current = null;
        setPending(false);
      }
    }
  };
  const cancel = () => {
    running.current?.abort();
    running.current = null;
    setPending(false);
  };
  return (
    <Dialog
      {...dialog}
      size={size}
      role="alertdialog"
      isDismissable={false}
      onOpenChange={(open) => {
        // Closing by Cancel, the close button or Escape while the action runs cancels it.
        if (!open) cancel();
        dialog.onOpenChange?.(open);
      }}
      actions={(close) => (
        <>
          {/* For a destructive action the safe choice has the initial focus. */}
          <Button variant="secondary" onPress={close} autoFocus={tone === 'danger'}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone}
            isPending={isPending}
            pendingLabel={pendingLabel ?? confirmLabel}
            onPress={() => confirm(close)}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {typeof message === 'string' ? <p>{message}</p> : message}
    </Dialog>
  );
}
