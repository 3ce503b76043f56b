import { thumbnailUrl, type WishlistItem } from '@factory/api';
import {
  Alert,
  Button,
  Columns,
  ConfirmDialog,
  Dialog,
  Form,
  Heading,
  Inline,
  LazyImage,
  Link,
  NumberField,
  Stack,
  Text,
  TextArea,
  useToast,
} from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import {
  useClearWishlist,
  useProductInquiry,
  useRemoveFromWishlist,
  useRestoreToWishlist,
  useSetWishlistQty,
  wishlistQuery,
} from '../../queries/index.ts';
import { errorMessageOf, fieldErrorsOf, QueryState } from '../../shared/index.ts';
import { useLatestSender, useSendGuard } from '../../shared/sendGuard.ts';
import { coverImage } from '../parts/coverImage.ts';
import { useReportFailure } from '../parts/useReportFailure.ts';
import { SendWishlistDialog } from './SendWishlistDialog.tsx';
import * as styles from './WishlistScreen.css.ts';
import { enquiryLines, isSendableQuantity, quantityRules, wishlistSummary } from './wishlistLogic.ts';

/** The wishlist: quantities, remove one or all, send it to sales, ask about a product. */
export function WishlistScreen() {
  const wishlist = useQuery(wishlistQuery);
  return (
    <Stack gap="xl">
      <Heading level={1}>Wishlist</Heading>
      <QueryState query={wishlist} loadingLabel="Loading your wishlist" errorTitle="We could not load your wishlist">
        {(items) => (items.length === 0 ? <EmptyWishlist /> : <WishlistItems items={items} />)}
      </QueryState>
    </Stack>
  );
}

function EmptyWishlist() {
  const { routes } = useScreenEnvironment();
  return (
    <Stack gap="sm" align="start">
      <Text weight="bold">Your wishlist is empty.</Text>
      <Text tone="muted">Add products from their pages to collect them here and send them to our sales team.</Text>
      <Link href={routes.catalog()}>Browse the catalogue</Link>
    </Stack>
  );
}

function WishlistItems({ items }: { items: readonly WishlistItem[] }) {
  const report = useReportFailure();
  // What each quantity field shows (typed, perhaps refused or not saved yet): "Send wishlist" lists and sends that.
  const [shown, setShown] = useState<ReadonlyMap<number, number>>(() => new Map());
  const showQty = useCallback((id: number, qty: number) => setShown((current) => new Map(current).set(id, qty)), []);
  const clear = useClearWishlist();
  const clearGuard = useSendGuard();
  const deleteAll = () =>
    clearGuard(async () => {
      try {
        await clear.mutateAsync();
      } catch (error) {
        report(error);
        // Rethrown so the confirmation stays open for another try.
        throw error;
      }
    });
  return (
    <Stack gap="lg">
      <Inline align="between" gap="md">
        <p role="status" className={styles.summary}>
          {wishlistSummary(items)}
        </p>
        <SendWishlistDialog lines={enquiryLines(items, shown)} />
      </Inline>
      <ul aria-label="Products on your wishlist" className={styles.items}>
        {items.map((item) => (
          <WishlistRow key={item.id} item={item} onShownQty={showQty} />
        ))}
      </ul>
      {/* Away from Send, at the end of the list: the one action that cannot be undone. */}
      <Inline align="end">
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm">
              Delete all
            </Button>
          }
          title="Delete your whole wishlist?"
          message={`This removes all ${items.length} products from your wishlist. It cannot be undone.`}
          confirmLabel="Delete all"
          pendingLabel="Deleting"
          onConfirm={deleteAll}
        />
      </Inline>
    </Stack>
  );
}

/**
 * Remove, then a toast offering Undo, which puts the item back with its quantity. Promise callbacks, not the
 * mutation's own: the row (and, for the last item, the list) is gone by the time they run.
 */
function useRemoveWithUndo() {
  const toast = useToast();
  const report = useReportFailure();
  const remove = useRemoveFromWishlist();
  const restore = useRestoreToWishlist();
  const removeItem = (item: WishlistItem) =>
    remove.mutateAsync(item).then(() => {
      toast.show({
        variant: 'success',
        message: `${item.product.title} was removed from your wishlist.`,
        action: { label: 'Undo', onAction: () => restore.mutateAsync(item).catch(report) },
      });
    }, report);
  return { removeItem, isRemoving: remove.isPending };
}

function WishlistRow({ item, onShownQty }: { item: WishlistItem; onShownQty: (id: number, qty: number) => void }) {
  const { routes } = useScreenEnvironment();
  const report = useReportFailure();
  const setQty = useSetWishlistQty();
  const { removeItem, isRemoving } = useRemoveWithUndo();
  const titleId = useId();
  const qtyNameId = useId();
  // The field shows what was typed at once; a refused quantity stays with its message, any other failure puts back
  // the saved quantity.
  const [qty, setQtyState] = useState(item.qty);
  const setShownQty = (value: number) => {
    setQtyState(value);
    onShownQty(item.id, value);
  };
  // One save at a time, then the newest quantity: the last change the user made is the one the server keeps.
  const saveQty = useLatestSender((value: number, isNewest) =>
    setQty.mutateAsync(
      { id: item.id, qty: value },
      {
        onError: (error) => {
          if (!isNewest() || fieldErrorsOf(error)) return;
          setShownQty(item.qty);
          report(error);
        },
      },
    ),
  );
  const changeQty = (value: number) => {
    if (value === qty) return;
    setShownQty(value);
    // A quantity the rules refuse stays on the field with its message and is not sent.
    if (isSendableQuantity(value)) saveQty(value);
  };
  const image = coverImage(item.product.images);
  return (
    <li aria-labelledby={titleId} className={styles.item}>
      <Columns widths={['96px', 1, '180px', 'content']} collapseBelow="tablet" alignY="center" gap="lg">
        <LazyImage src={image && thumbnailUrl(image)} alt="" width={96} height={96} />
        <Stack gap="xxs">
          <Link href={routes.product(item.product.id)} variant="standalone" id={titleId}>
            {item.product.title}
          </Link>
          <Text size="sm" tone="muted">
            Code {item.product.id}
          </Text>
        </Stack>
        {/* Its own form, so the server's message on `qty` lands on this row's field; Enter only commits the value. */}
        <Form
          validationBehavior="aria"
          validationErrors={fieldErrorsOf(setQty.error)}
          onSubmit={(event) => event.preventDefault()}
        >
          <span id={qtyNameId} hidden>
            of {item.product.title}
          </span>
          <NumberField
            label="Quantity"
            aria-labelledby={qtyNameId}
            name="qty"
            value={qty}
            step={1}
            rules={quantityRules}
            onChange={changeQty}
          />
        </Form>
        <Inline gap="xs">
          <InquiryDialog item={item} qty={qty} />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${item.product.title}`}
            isPending={isRemoving}
            onPress={() => removeItem(item)}
          >
            Remove
          </Button>
        </Inline>
      </Columns>
    </li>
  );
}

/** A question about one product for the sales team, sent with the wishlist quantity. */
function InquiryDialog({ item, qty }: { item: WishlistItem; qty: number }) {
  const toast = useToast();
  const inquiry = useProductInquiry();
  const [isOpen, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const guard = useSendGuard();
  const openChange = (open: boolean) => {
    setOpen(open);
    // Closing while the question is on its way abandons it (the dialog never locks the user in).
    if (!open) {
      guard.abandon();
      inquiry.reset();
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    guard((signal) =>
      inquiry.mutateAsync(
        { inquiry: { product_id: item.product.id, qty, comment }, signal },
        {
          onSuccess: (message) => {
            toast.show({ variant: 'success', message });
            setComment('');
            openChange(false);
          },
          // Field messages and other failures stay in the dialog, next to what the user typed.
        },
      ),
    );
  };
  const fieldErrors = fieldErrorsOf(inquiry.error);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Ask a question about ${item.product.title}`}
        onPress={() => openChange(true)}
      >
        Ask a question
      </Button>
      <Dialog title={`Ask about ${item.product.title}`} isOpen={isOpen} onOpenChange={openChange}>
        <Form onSubmit={submit} validationErrors={fieldErrors}>
          <Stack gap="md">
            {inquiry.isError && !fieldErrors && <Alert variant="danger">{errorMessageOf(inquiry.error)}</Alert>}
            <Text tone="muted">
              Our sales team answers by email. Your question is sent with the quantity on your wishlist ({qty}).
            </Text>
            <TextArea label="Your question" name="comment" value={comment} onChange={setComment} rules={['required']} />
            <Inline gap="sm" align="end">
              <Button type="submit" isPending={inquiry.isPending} pendingLabel="Sending">
                Send question
              </Button>
            </Inline>
          </Stack>
        </Form>
      </Dialog>
    </>
  );
}
