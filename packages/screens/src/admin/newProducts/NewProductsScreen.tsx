// `/admin/new-products`: the temp products of the verification flow (spec §2 Admin, §3 Temp product, §7 Verification).
import {
  ApiError,
  createNewProduct,
  lockTempProduct,
  type NewProductRow,
  type NewProductState,
  newProductLinkRules,
  renewTempProductLink,
  type TempProduct,
  thumbnailUrl,
  unlockTempProduct,
} from '@factory/api';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  type DataTableRowActions,
  DescriptionList,
  Dialog,
  Form,
  Heading,
  Inline,
  LazyImage,
  Stack,
  Text,
  TextField,
  Tiles,
  useToast,
} from '@factory/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useScreenEnvironment } from '../../environment/index.ts';
import { newProductsChanged, newProductsQuery, tempProductQuery } from '../../queries/index.ts';
import { fieldErrorsOf, formatDate, loadTexts, QueryState, ruleProps } from '../../shared/index.ts';
import { useSendGuard } from '../../shared/sendGuard.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { actionErrorMessage } from '../generic/messages.ts';
import * as styles from './newProducts.css.ts';
import {
  canLock,
  canRenew,
  canSend,
  canUnlock,
  countByState,
  hasVerifiedData,
  newProductName,
  stateHints,
  stateLabels,
  verificationLink,
} from './newProductsLogic.ts';

/** A state as a tag: its word, with what it means for the administrator as its title. */
export function StateTag({ state }: { state: NewProductState }) {
  return (
    <span className={styles.stateTag[state]} title={stateHints[state]}>
      {stateLabels[state]}
    </span>
  );
}

/** The full link to send, from the app's verify route. */
function useLinkOf() {
  const { routes } = useScreenEnvironment();
  return (token: string) => verificationLink(window.location.origin, routes.verifyProduct, token);
}

/**
 * Copies a link to the clipboard and says so: a toast, and `copied` for a confirmation beside the button. Where
 * the browser refuses the clipboard, the toast says to copy the shown link by hand.
 */
function useCopyLink() {
  const toast = useToast();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (link: string, name: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(link);
      toast.show({ variant: 'success', message: `The verification link of ${name} was copied.` });
    } catch {
      setCopied(null);
      toast.show({
        variant: 'danger',
        message: `The link could not be copied here: select it and copy it yourself. ${link}`,
      });
    }
  };
  return { copy, copied };
}

// ---------------------------------------------------------------------------------------------------------------
// Create a link

interface CreateValues {
  title: string;
  product_id: string;
  parent_code: string;
}
const noValues: CreateValues = { title: '', product_id: '', parent_code: '' };

function CreatedLink({ row, onClose }: { row: NewProductRow; onClose: () => void }) {
  const linkOf = useLinkOf();
  const { copy, copied } = useCopyLink();
  const link = linkOf(row.token);
  const name = newProductName(row);
  return (
    <Stack gap="md">
      <Alert variant="success" title={`The link for ${name} is ready`}>
        Send it to the person who completes the product's data. They log in, fill in every tab and submit.
      </Alert>
      <Stack gap="xs">
        <Text weight="medium" id="created-link-label">
          Verification link
        </Text>
        <output className={styles.link} aria-labelledby="created-link-label">
          {link}
        </output>
      </Stack>
      <Inline gap="md" alignY="center">
        <Button onPress={() => copy(link, name)}>Copy link</Button>
        <Button variant="secondary" onPress={onClose}>
          Done
        </Button>
        <span role="status">{copied === link ? 'Link copied to the clipboard.' : ''}</span>
      </Inline>
    </Stack>
  );
}

function CreateLinkForm({ onCreated }: { onCreated: (row: NewProductRow) => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const guard = useSendGuard();
  const [values, setValues] = useState(noValues);
  const mutation = useMutation({
    mutationFn: createNewProduct,
    onSuccess: (row) => {
      void newProductsChanged(queryClient);
      onCreated(row);
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 422))
        toast.show({ variant: 'danger', message: actionErrorMessage(error) });
    },
  });
  const change = (name: keyof CreateValues) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void guard(() =>
      mutation
        .mutateAsync({
          title: values.title.trim(),
          ...(values.product_id.trim() ? { product_id: values.product_id } : {}),
          ...(values.parent_code.trim() ? { parent_code: values.parent_code.trim() } : {}),
        })
        .catch(() => undefined),
    );
  };
  return (
    <Form aria-label="New verification link" onSubmit={submit} validationErrors={fieldErrorsOf(mutation.error)}>
      <Stack gap="lg">
        <Text tone="muted">
          Name the new product; the invited person completes the rest. Spaces in a product ID become hyphens.
        </Text>
        <TextField
          name="title"
          label="Title"
          {...ruleProps(newProductLinkRules.title)}
          value={values.title}
          onChange={change('title')}
        />
        <TextField
          name="product_id"
          label="Product ID"
          description="Optional."
          {...ruleProps(newProductLinkRules.product_id)}
          value={values.product_id}
          onChange={change('product_id')}
        />
        <TextField
          name="parent_code"
          label="Parent code"
          description="Optional."
          {...ruleProps(newProductLinkRules.parent_code)}
          value={values.parent_code}
          onChange={change('parent_code')}
        />
        <Inline gap="md">
          <Button type="submit" isPending={mutation.isPending} pendingLabel="Creating the link">
            Create link
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}

function CreateLinkDialog() {
  const [isOpen, setOpen] = useState(false);
  const [created, setCreated] = useState<NewProductRow | null>(null);
  const open = (next: boolean) => {
    setOpen(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog
      title={created ? 'Send the verification link' : 'New verification link'}
      isOpen={isOpen}
      onOpenChange={open}
      isDismissable={false}
      trigger={<Button onPress={() => open(true)}>Create verification link</Button>}
    >
      {(close) =>
        created ? (
          <CreatedLink row={created} onClose={close} />
        ) : (
          <CreateLinkForm onCreated={(row) => setCreated(row)} />
        )
      }
    </Dialog>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Lock and the verified data

/** The administrator's changes to a link (unlock and renew beside lock), each with its dialog's words. */
type LinkChange = 'lock' | 'unlock' | 'renew';

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
function LinkChangeDialog({ row, change, close }: { row: NewProductRow; change: LinkChange; close: () => void }) {
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

const measure = (value: number | null, unit: string) => (value === null ? '—' : `${value} ${unit}`);

/** What the invited person entered, read-only. */
export function VerifiedData({ temp }: { temp: TempProduct }) {
  return (
    <Stack gap="lg">
      <DescriptionList
        layout="columns"
        aria-label="Verified information"
        items={[
          { term: 'Product ID', description: temp.product_id || '—' },
          { term: 'Parent code', description: temp.parent_code || '—' },
          { term: 'Title', description: temp.title || '—' },
          { term: 'Description', description: temp.description ?? '—' },
          {
            term: 'Dimensions (L × W × H)',
            description: `${measure(temp.dimension_length, 'cm')} × ${measure(temp.dimension_width, 'cm')} × ${measure(temp.dimension_height, 'cm')}`,
          },
          { term: 'Volume', description: measure(temp.volume, 'm³') },
          { term: 'Net weight', description: measure(temp.weight_net, 'kg') },
          { term: 'Gross weight', description: measure(temp.weight_gross, 'kg') },
          { term: 'Categories', description: temp.categories.map((c) => c.title).join(', ') || '—' },
          { term: 'Verified on', description: formatDate(temp.verified_at ?? null) ?? '—' },
        ]}
      />
      <Stack gap="sm">
        <Heading level={3}>{`Images (${temp.images.length})`}</Heading>
        <Tiles as="ul" minItemWidth={120} gap="md" aria-label="Verified images">
          {temp.images.map((image, index) => (
            <li key={image.id} className={styles.thumbnail}>
              <LazyImage
                src={thumbnailUrl(image.url)}
                alt={`${temp.title}, image ${index + 1}`}
                aspectRatio={1}
                fit="cover"
              />
            </li>
          ))}
        </Tiles>
      </Stack>
    </Stack>
  );
}

function VerifiedDataBody({ row }: { row: NewProductRow }) {
  const query = useQuery(tempProductQuery(row.token));
  return (
    <QueryState query={query} loadingLabel="Loading the verified data" errorTitle="We could not load the verified data">
      {(temp) => <VerifiedData temp={temp} />}
    </QueryState>
  );
}

/** What the invited person entered, in a dialog opened from the row's Open data. */
function VerifiedDataDialog({ row, close }: { row: NewProductRow; close: () => void }) {
  return (
    <Dialog
      title={`Verified data of ${newProductName(row)}`}
      size="lg"
      isOpen
      onOpenChange={(open) => !open && close()}
    >
      <VerifiedDataBody row={row} />
    </Dialog>
  );
}

/** A row's actions that open a dialog over the list. */
type ChosenAction = { kind: LinkChange | 'data'; row: NewProductRow } | null;

/** Copy link, Lock, Unlock, Renew link and Open data, each where the row's state allows it. */
function useRowActions(canEdit: boolean, choose: (action: ChosenAction) => void): DataTableRowActions<NewProductRow> {
  const linkOf = useLinkOf();
  const { copy } = useCopyLink();
  return useMemo(
    () => ({
      width: '1.8fr',
      actions: (row) => {
        const name = newProductName(row);
        const actions: DataTableRowAction[] = [];
        if (canSend(row)) {
          const onAction = () => copy(linkOf(row.token), name);
          actions.push({ id: 'copy', label: 'Copy link', name: `Copy link of ${name}`, onAction });
        }
        if (canEdit && canLock(row)) {
          actions.push({
            id: 'lock',
            label: 'Lock',
            name: `Lock ${name}`,
            onAction: () => choose({ kind: 'lock', row }),
          });
        }
        if (canEdit && canUnlock(row)) {
          const onAction = () => choose({ kind: 'unlock', row });
          actions.push({ id: 'unlock', label: 'Unlock', name: `Unlock ${name}`, onAction });
        }
        if (canEdit && canRenew(row)) {
          const onAction = () => choose({ kind: 'renew', row });
          actions.push({ id: 'renew', label: 'Renew link', name: `Renew link ${name}`, onAction });
        }
        if (hasVerifiedData(row)) {
          const onAction = () => choose({ kind: 'data', row });
          actions.push({ id: 'data', label: 'Open data', name: `Open data of ${name}`, onAction });
        }
        return actions;
      },
    }),
    [canEdit, choose, copy, linkOf],
  );
}

// ---------------------------------------------------------------------------------------------------------------

/** `/admin/new-products`: every temp product with its state; create and copy links, lock, open verified data. */
export function NewProductsScreen() {
  const can = useAreaActions('new-products');
  const list = useQuery(newProductsQuery);
  const columns = useMemo<DataTableColumn<NewProductRow>[]>(
    () => [
      { key: 'title', header: 'Title', sortable: true, width: '2fr', cell: (row) => newProductName(row) },
      { key: 'product_id', header: 'Product ID', sortable: true, width: '1.6fr', cell: (row) => row.product_id || '—' },
      { key: 'state', header: 'State', sortable: true, width: 130, cell: (row) => <StateTag state={row.state} /> },
      { key: 'image_count', header: 'Images', sortable: true, width: 90 },
      { key: 'created_at', header: 'Created', sortable: true, width: 120, cell: (row) => formatDate(row.created_at) },
    ],
    [],
  );
  const [chosen, choose] = useState<ChosenAction>(null);
  const close = () => choose(null);
  const rowActions = useRowActions(can.edit, choose);
  return (
    <Stack gap="lg">
      <Inline align="between" alignY="center">
        <Heading level={1}>New products</Heading>
        {can.create && <CreateLinkDialog />}
      </Inline>
      <Text tone="muted">
        A new product is completed by an invited person through its verification link. Waiting links can be copied and
        sent again, or locked; a verified product shows what was entered.
      </Text>
      <QueryState query={list} {...loadTexts('the new products')}>
        {(rows) => (
          <Stack gap="md">
            <Summary rows={rows} />
            <DataTable
              label="New products"
              columns={columns}
              rows={rows}
              rowId={(row) => row.id}
              rowName={newProductName}
              rowActions={rowActions}
              emptyText="No new products yet. Create a verification link to start one."
            />
          </Stack>
        )}
      </QueryState>
      {chosen && chosen.kind !== 'data' && <LinkChangeDialog row={chosen.row} change={chosen.kind} close={close} />}
      {chosen?.kind === 'data' && <VerifiedDataDialog row={chosen.row} close={close} />}
    </Stack>
  );
}

function Summary({ rows }: { rows: readonly NewProductRow[] }) {
  const counts = countByState(rows);
  return (
    <Text tone="muted">
      {`${counts.waiting} waiting · ${counts.locked} locked · ${counts.verified} verified · ${counts.expired} expired`}
    </Text>
  );
}
