// `/admin/new-products`: the temp products of the verification flow (spec §2 Admin, §3 Temp product, §7 Verification).
import type { NewProductRow } from '@factory/api';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  type DataTableRowActions,
  Heading,
  Inline,
  Stack,
  Text,
} from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { newProductsQuery } from '../../queries/index.ts';
import { formatDate, loadTexts, QueryState } from '../../shared/index.ts';
import { useAreaActions } from '../generic/controllers.ts';
import { CreateLinkDialog } from './CreateLinkDialog.tsx';
import { type LinkChange, LinkChangeDialog } from './LinkChangeDialog.tsx';
import {
  canLock,
  canRenew,
  canSend,
  canUnlock,
  countByState,
  hasVerifiedData,
  newProductName,
} from './newProductsLogic.ts';
import { StateTag } from './StateTag.tsx';
import { VerifiedDataDialog } from './VerifiedDataDialog.tsx';
import { useCopyLink, useLinkOf } from './verificationLinks.ts';

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
