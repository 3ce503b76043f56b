import type { Notification } from '@factory/api';
import { Alert, Button, Dialog, Form, Inline, Link, Stack, Text, TextArea } from '@factory/ui';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { useSendWishlist } from '../../queries/index.ts';
import { errorMessageOf, fieldErrorsOf, formatDateTime, ruleProps } from '../../shared/index.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import * as styles from './WishlistScreen.css.ts';
import { blockedSendText, type EnquiryLine, newIdempotencyKey, piecesText, wishlistSummary } from './wishlistLogic.ts';

/** What went to sales, kept as it was when sent: the list may change afterwards. */
interface Sent {
  message: string;
  lines: readonly EnquiryLine[];
  note: string;
  notification: Notification;
}

/**
 * Moves focus to an outcome once it shows, so a screen reader reads it, and scrolls `inView` (the outcome with what
 * comes next, e.g. Retry) into the dialog's view.
 */
function useFocusWhenShown(ref: RefObject<HTMLElement | null>, shown: unknown, inView = ref) {
  useEffect(() => {
    if (!shown) return;
    ref.current?.focus({ preventScroll: true });
    inView.current?.scrollIntoView({ block: 'nearest' });
  }, [ref, inView, shown]);
}

/**
 * "Send wishlist" as a review: the dialog lists what will be sent, with the quantities the fields show, and takes an
 * optional note. A refused quantity blocks the send with its message by the button. A failure is said by the button,
 * focused, and keeps the note for Retry; success replaces the form with what was sent, focused.
 */
export function SendWishlistDialog({ lines }: { lines: readonly EnquiryLine[] }) {
  const send = useSendWishlist();
  const guard = useSendGuard();
  const [isOpen, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  // One key per enquiry, kept across retries and a reopened dialog until it is sent: the server records it once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const failureRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const fieldErrors = fieldErrorsOf(send.error);
  const failure = send.isError && !fieldErrors?.comment ? send.error : null;
  useFocusWhenShown(failureRef, failure, endRef);
  useFocusWhenShown(sentRef, sent);
  const openChange = (open: boolean) => {
    setOpen(open);
    if (!open) {
      guard.abandon();
      send.reset();
      setSent(null);
    }
  };
  const blocked = blockedSendText(lines);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked) return;
    const enquiry = {
      comment: note,
      items: lines.map((line) => ({ product_id: line.item.product.id, qty: line.qty })),
      idempotency_key: idempotencyKey,
    };
    guard((signal) =>
      send.mutateAsync(
        { enquiry, signal },
        {
          onSuccess: ({ message, notification }) => {
            setSent({ message, lines, note, notification });
            setNote('');
            setIdempotencyKey(newIdempotencyKey());
          },
        },
      ),
    );
  };
  return (
    <>
      <Button onPress={() => openChange(true)}>Send wishlist</Button>
      <Dialog title={sent ? 'Wishlist sent' : 'Send your wishlist'} isOpen={isOpen} onOpenChange={openChange}>
        {(close) =>
          sent ? (
            <SentOutcome sent={sent} outcomeRef={sentRef} close={close} />
          ) : (
            <Form onSubmit={submit} validationErrors={fieldErrors}>
              <Stack gap="md">
                <Text tone="muted">
                  Our sales team receives these products with their quantities and answers by email.
                </Text>
                {/* First, where the eye lands when the dialog opens: Send stays disabled below. */}
                {blocked && <Alert variant="warning">{blocked}</Alert>}
                <EnquiryList label="Products to send" lines={lines} />
                <TextArea
                  label="Note for our sales team (optional)"
                  name="comment"
                  value={note}
                  onChange={setNote}
                  {...ruleProps('max:2000')}
                />
                {/* A failure by the buttons, where the user is looking when they press Send. */}
                <div ref={endRef} className={styles.dialogEnd}>
                  {failure && !blocked && (
                    <div ref={failureRef} tabIndex={-1} className={styles.outcome}>
                      <Alert variant="danger" title="Your wishlist was not sent">
                        <Stack gap="xxs">
                          <span>{errorMessageOf(failure)}</span>
                          <span>Your note is kept: press Retry to send it.</span>
                        </Stack>
                      </Alert>
                    </div>
                  )}
                  <Inline gap="sm" align="end">
                    <Button variant="secondary" onPress={close}>
                      Cancel
                    </Button>
                    <Button
                      type="submit"
                      isDisabled={blocked !== null}
                      isPending={send.isPending}
                      pendingLabel="Sending"
                    >
                      {failure ? 'Retry' : 'Send to sales'}
                    </Button>
                  </Inline>
                </div>
              </Stack>
            </Form>
          )
        }
      </Dialog>
    </>
  );
}

function SentOutcome({
  sent,
  outcomeRef,
  close,
}: {
  sent: Sent;
  outcomeRef: RefObject<HTMLDivElement | null>;
  close: () => void;
}) {
  const { routes } = useScreenEnvironment();
  const at = formatDateTime(sent.notification.created_at);
  return (
    <Stack gap="md">
      <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
        <Alert variant="success" title={sent.message}>
          {at ? `Sent on ${at}. ` : ''}A copy is in your profile's notifications.
        </Alert>
      </div>
      <EnquiryList label="Products sent" lines={sent.lines} />
      {sent.note && <Text>Your note: {sent.note}</Text>}
      <Inline align="between" gap="sm">
        <Link href={routes.profile('notifications')} variant="standalone">
          See your notifications
        </Link>
        <Button onPress={close}>Done</Button>
      </Inline>
    </Stack>
  );
}

function EnquiryList({ label, lines }: { label: string; lines: readonly EnquiryLine[] }) {
  return (
    <Stack gap="xs">
      <ul aria-label={label} className={styles.review}>
        {lines.map(({ item, qty, problem }) => (
          <li key={item.id} className={styles.reviewRow}>
            <span className={styles.reviewTitle}>
              {item.product.title} <span className={styles.reviewCode}>{item.product.id}</span>
            </span>
            <span className={styles.reviewPieces}>{piecesText(qty)}</span>
            {problem && <span className={styles.reviewProblem}>{problem}</span>}
          </li>
        ))}
      </ul>
      <Text weight="bold">{wishlistSummary(lines)}</Text>
    </Stack>
  );
}
