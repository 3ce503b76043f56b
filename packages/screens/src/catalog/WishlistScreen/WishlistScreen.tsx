import { thumbnailUrl, type WishlistItem, wishlistQuantityRules } from '@factory/api';
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
  NativeButton,
  NumberField,
  Stack,
  Text,
  TextArea,
  useToast,
} from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import {
  useClearWishlist,
  useProductInquiry,
  useRemoveFromWishlist,
  useRestoreToWishlist,
  useSetWishlistQty,
  wishlistQuery,
} from '../../queries/index.ts';
import { errorMessageOf, fieldErrorsOf, formatDimensions, QueryState, ruleProps } from '../../shared/index.ts';
import { useReportFailure } from '../../shared/reportFailure.ts';
import { useLatestSender, useSendGuard } from '../../shared/sendGuard.ts';
import { CompareBar, type CompareSelection, CompareToggle, useCompareSelection } from '../parts/Compare.tsx';
import { coverImage } from '../parts/coverImage.ts';
import { SendWishlistDialog } from './SendWishlistDialog.tsx';
import * as styles from './WishlistScreen.css.ts';
import {
  enquiryLines,
  isSendableQuantity,
  type RemovedItem,
  rowsWithRemoved,
  wishlistSummary,
} from './wishlistLogic.ts';

/** The wishlist: quantities, remove one (with Undo beside it) or all, compare, send it to sales, ask about one. */
export function WishlistScreen() {
  const wishlist = useQuery(wishlistQuery);
  // Above the list's state: removing the last item still shows its row (and its Undo), not the empty wishlist.
  const [removed, setRemoved] = useState<RemovedItem[]>([]);
  return (
    <Stack gap="xl">
      <Heading level={1}>Wishlist</Heading>
      <QueryState query={wishlist} loadingLabel="Loading your wishlist" errorTitle="We could not load your wishlist">
        {(items) =>
          items.length === 0 && removed.length === 0 ? (
            <EmptyWishlist />
          ) : (
            <WishlistItems items={items} removed={removed} setRemoved={setRemoved} />
          )
        }
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

function WishlistItems({
  items,
  removed,
  setRemoved,
}: {
  items: readonly WishlistItem[];
  removed: readonly RemovedItem[];
  setRemoved: (change: (removed: RemovedItem[]) => RemovedItem[]) => void;
}) {
  const report = useReportFailure();
  // What each quantity field shows (typed, perhaps refused or not saved yet): "Send wishlist" lists and sends that.
  const [shown, setShown] = useState<ReadonlyMap<number, number>>(() => new Map());
  const showQty = useCallback((id: number, qty: number) => setShown((current) => new Map(current).set(id, qty)), []);
  const compare = useCompareSelection();
  const rows = rowsWithRemoved(items, removed);
  // The product put back by Undo: its row (now at the end, as the server orders) takes the focus.
  const [restored, setRestored] = useState<WishlistItem['product']['id'] | null>(null);
  const removal = useRemoval({
    onRemoved: (item) => setRemoved((gone) => [...gone, { item, index: rows.findIndex((row) => row.item === item) }]),
    onRestored: (item) => {
      setRemoved((gone) => gone.filter((entry) => entry.item.id !== item.id));
      setRestored(item.product.id);
    },
  });
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
        {rows.map(({ item, isRemoved }) => (
          <WishlistRow
            key={item.id}
            item={item}
            isRemoved={isRemoved}
            removal={removal}
            compare={compare}
            takesFocus={!isRemoved && restored === item.product.id}
            onFocusTaken={() => setRestored(null)}
            onShownQty={showQty}
          />
        ))}
      </ul>
      <CompareBar selection={compare} />
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
 * Remove, then Undo beside the row's button (which keeps the focus and says "Removed"), so Undo is the next Tab stop
 * rather than a toast far down the page. Undo puts the item back with its quantity.
 */
function useRemoval({
  onRemoved,
  onRestored,
}: {
  onRemoved: (item: WishlistItem) => void;
  onRestored: (item: WishlistItem) => void;
}) {
  const toast = useToast();
  const report = useReportFailure();
  const remove = useRemoveFromWishlist();
  const restore = useRestoreToWishlist();
  const removeGuard = useSendGuard();
  const restoreGuard = useSendGuard();
  return {
    // The toast announces it; the row's button, still focused, says it too.
    remove: (item: WishlistItem) =>
      removeGuard(() =>
        remove.mutateAsync(item).then(() => {
          onRemoved(item);
          toast.show({ variant: 'success', message: `${item.product.title} was removed from your wishlist.` });
        }, report),
      ),
    restore: (item: WishlistItem) => restoreGuard(() => restore.mutateAsync(item).then(() => onRestored(item), report)),
    removing: remove.isPending ? remove.variables : undefined,
    restoring: restore.isPending ? restore.variables : undefined,
  };
}
type Removal = ReturnType<typeof useRemoval>;

function WishlistRow({
  item,
  isRemoved,
  removal,
  compare,
  takesFocus,
  onFocusTaken,
  onShownQty,
}: {
  item: WishlistItem;
  /** Removed during this visit: shown in its place with Undo until the visit ends. */
  isRemoved: boolean;
  removal: Removal;
  compare: CompareSelection;
  /** Put back by Undo: its Remove button takes the focus Undo had. */
  takesFocus: boolean;
  onFocusTaken: () => void;
  /** Reports the quantity its field shows, so the send lists and sends that. */
  onShownQty: (id: number, qty: number) => void;
}) {
  const { routes } = useScreenEnvironment();
  const report = useReportFailure();
  const setQty = useSetWishlistQty();
  const removeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!takesFocus) return;
    removeButton.current?.focus();
    onFocusTaken();
  }, [takesFocus, onFocusTaken]);
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
  const size = formatDimensions(item.product);
  const title = item.product.title;
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
          {size && <Text size="sm">{size}</Text>}
        </Stack>
        {/* Its own form, so the server's message on `qty` lands on this row's field; Enter only commits the value. */}
        {isRemoved ? (
          <Text tone="muted">Removed from your wishlist</Text>
        ) : (
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
              {...ruleProps(wishlistQuantityRules)}
              onChange={changeQty}
            />
          </Form>
        )}
        <Inline gap="xs">
          {!isRemoved && <CompareToggle id={item.product.id} title={title} selection={compare} />}
          {!isRemoved && <InquiryDialog item={item} qty={qty} />}
          {/* One button throughout, so the focus stays on it when its row is removed and it says so. */}
          <NativeButton
            ref={removeButton}
            variant="ghost"
            size="sm"
            aria-label={isRemoved ? `Removed ${title}` : `Remove ${title}`}
            aria-disabled={isRemoved || undefined}
            isPending={removal.removing === item}
            onClick={isRemoved ? undefined : () => removal.remove(item)}
          >
            {isRemoved ? 'Removed' : 'Remove'}
          </NativeButton>
          {isRemoved && (
            <NativeButton
              variant="secondary"
              size="sm"
              aria-label={`Undo removing ${title}`}
              isPending={removal.restoring === item}
              onClick={() => removal.restore(item)}
            >
              Undo
            </NativeButton>
          )}
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
            <TextArea
              label="Your question"
              name="comment"
              value={comment}
              onChange={setComment}
              {...ruleProps('required')}
            />
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
