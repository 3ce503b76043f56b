import type { WishlistItem } from '@factory/api';
import { Alert, Button, Dialog, Form, Inline, Stack, Text, TextArea } from '@factory/ui';
import { type FormEvent, useState } from 'react';
import { useSendWishlist } from '../../queries/index.ts';
import { errorMessageOf, fieldErrorsOf } from '../../shared/index.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import * as styles from './WishlistScreen.css.ts';
import { piecesText, wishlistSummary } from './wishlistLogic.ts';

/** What went to sales, kept as it was when sent: the list may change afterwards. */
interface Sent {
  message: string;
  items: readonly WishlistItem[];
  note: string;
}

/**
 * "Send wishlist" as a review: the dialog lists what will be sent with the quantities and takes an optional note;
 * once sent it says what was sent.
 */
export function SendWishlistDialog({ items }: { items: readonly WishlistItem[] }) {
  const send = useSendWishlist();
  const guard = useSendGuard();
  const [isOpen, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const openChange = (open: boolean) => {
    setOpen(open);
    if (!open) {
      guard.abandon();
      send.reset();
      setSent(null);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    guard(() =>
      send.mutateAsync(note, {
        onSuccess: (message) => {
          setSent({ message, items, note });
          setNote('');
        },
      }),
    );
  };
  const fieldErrors = fieldErrorsOf(send.error);
  return (
    <>
      <Button onPress={() => openChange(true)}>Send wishlist</Button>
      <Dialog title={sent ? 'Wishlist sent' : 'Send your wishlist'} isOpen={isOpen} onOpenChange={openChange}>
        {(close) =>
          sent ? (
            <Stack gap="md">
              <Alert variant="success">{sent.message}</Alert>
              <SentItems label="Products sent" items={sent.items} />
              {sent.note && <Text>Your note: {sent.note}</Text>}
              <Inline align="end">
                <Button onPress={close}>Done</Button>
              </Inline>
            </Stack>
          ) : (
            <Form onSubmit={submit} validationErrors={fieldErrors}>
              <Stack gap="md">
                {send.isError && !fieldErrors?.comment && <Alert variant="danger">{errorMessageOf(send.error)}</Alert>}
                <Text tone="muted">
                  Our sales team receives these products with their quantities and answers by email.
                </Text>
                <SentItems label="Products to send" items={items} />
                <TextArea
                  label="Note for our sales team (optional)"
                  name="comment"
                  value={note}
                  onChange={setNote}
                  rules={['max:2000']}
                />
                <Inline gap="sm" align="end">
                  <Button variant="secondary" onPress={close}>
                    Cancel
                  </Button>
                  <Button type="submit" isPending={send.isPending} pendingLabel="Sending">
                    Send to sales
                  </Button>
                </Inline>
              </Stack>
            </Form>
          )
        }
      </Dialog>
    </>
  );
}

function SentItems({ label, items }: { label: string; items: readonly WishlistItem[] }) {
  return (
    <Stack gap="xs">
      <ul aria-label={label} className={styles.review}>
        {items.map((item) => (
          <li key={item.id} className={styles.reviewRow}>
            <span>
              {item.product.title} <span className={styles.reviewCode}>{item.product.id}</span>
            </span>
            <span className={styles.reviewPieces}>{piecesText(item.qty)}</span>
          </li>
        ))}
      </ul>
      <Text weight="bold">{wishlistSummary(items)}</Text>
    </Stack>
  );
}
