import { lockTempProduct, type NewProductRow, renewTempProductLink, unlockTempProduct } from '@factory/api';
import { ConfirmDialog, useToast } from '@factory/ui';
import { useQueryClient } from '@tanstack/react-query';
import { newProductsChanged } from '../../queries/index.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import { newProductName } from './newProductsLogic.ts';

/** The administrator's changes to a link (unlock and renew beside lock), each with its dialog's words. */
export type LinkChange = 'lock' | 'unlock' | 'renew';

const linkChanges: Record<
  LinkChange,
  { verb: string; message: string; send: (row: NewProductRow) => Promise<unknown>; done: (name: string) => string }
> = {
  lock: {
    verb: 'Lock',
    message: 'Its link can then no longer be used to change or submit the product, until it is unlocked here.',
    send: (row) => lockTempProduct(row.id, row.token),
    done: (name) => `${name} was locked.`,
  },
  unlock: {
    verb: 'Unlock',
    message: 'Its link can then be used to change and submit the product again.',
    send: (row) => unlockTempProduct(row.id),
    done: (name) => `${name} was unlocked: its link works again.`,
  },
  renew: {
    verb: 'Renew link',
    message: 'The same link works again for the invited person: copy it and send it once more if they lost it.',
    send: (row) => renewTempProductLink(row.id),
    done: (name) => `The link of ${name} was renewed.`,
  },
};

/**
 * Asks before a change to a link (lock, unlock, renew), naming the product; sends once, then toasts what happened
 * and refreshes the list; a failure toasts why and keeps the dialog open. Opened from its row's action.
 */
export function LinkChangeDialog({
  row,
  change,
  close,
}: {
  row: NewProductRow;
  change: LinkChange;
  close: () => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const guard = useSendGuard();
  const name = newProductName(row);
  const { verb, message, send, done } = linkChanges[change];
  const confirm = () =>
    guard(() =>
      send(row).then(
        async () => {
          toast.show({ variant: 'success', message: done(name) });
          await newProductsChanged(queryClient);
        },
        (error: unknown) => {
          toast.show({ variant: 'danger', message: actionErrorMessage(error) });
          throw error;
        },
      ),
    );
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title={`${verb} ${name}?`}
      message={message}
      confirmLabel={verb}
      pendingLabel={`${verb}…`}
      tone={change === 'lock' ? 'danger' : 'primary'}
      onConfirm={confirm}
    />
  );
}
