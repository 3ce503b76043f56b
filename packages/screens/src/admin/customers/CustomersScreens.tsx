import type { Customer, User, WishlistItem } from '@factory/api';
import { DataTable, type DataTableColumn, Heading, Link, Stack, Text } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { useScreenEnvironment } from '../../environment/index.ts';
import { customerQueries } from '../../queries/index.ts';
import { QueryState } from '../../shared/index.ts';
import { ResourceListScreen } from '../generic/ResourceListScreen.tsx';
import { ResourceRecordScreen } from '../generic/ResourceRecordScreen.tsx';
import { documentCount, type VisibleFolder, visibleFolders } from './customerAccount.ts';
import { customersResource } from './customersResource.tsx';

/** `/admin/customers`: every customer account, searchable and sortable. */
export function CustomersScreen() {
  return <ResourceListScreen resource={customersResource} />;
}

const wishlistColumns: DataTableColumn<WishlistItem>[] = [
  { key: 'code', header: 'Code', cell: (item) => item.product.id, width: '2fr' },
  { key: 'title', header: 'Product', cell: (item) => item.product.title, width: '2fr' },
  { key: 'qty', header: 'Quantity' },
];

function UsersOf({ users }: { users: readonly User[] }) {
  const { routes } = useScreenEnvironment();
  const columns: DataTableColumn<User>[] = [
    { key: 'name', header: 'Name', cell: (user) => <Link href={routes.admin('users', user.id)}>{user.name}</Link> },
    { key: 'email', header: 'Email', width: '2fr' },
    { key: 'is_active', header: 'Active', cell: (user) => (user.is_active ? 'Active' : 'Inactive') },
  ];
  return (
    <DataTable
      label="Users who log in"
      columns={columns}
      rows={users}
      rowId={(user) => user.id}
      emptyText="Nobody logs in for this customer."
    />
  );
}

function DocumentsOf({ folders }: { folders: readonly VisibleFolder[] }) {
  const { routes } = useScreenEnvironment();
  if (folders.length === 0) return <Text tone="muted">This customer sees no operation documents.</Text>;
  return (
    <ul aria-label="Document folders">
      {folders.map((folder) => (
        <li key={folder.id}>
          <Link href={routes.admin('operation-documents', folder.id)}>{folder.path}</Link>
          {` · ${documentCount(folder.documents)}`}
        </li>
      ))}
    </ul>
  );
}

/** Below the customer's form: who logs in for it, their wishlist and the documents they see (read-only). */
function CustomerAccountDetails({ customer }: { customer: Customer }) {
  const account = useQuery(customerQueries.account(customer.id));
  return (
    <QueryState
      query={account}
      loadingLabel="Loading the customer’s users, wishlist and documents"
      errorTitle="We could not load the customer’s users, wishlist and documents"
    >
      {(data) => (
        <Stack gap="xl">
          <Stack gap="md">
            <Heading level={2}>Users who log in</Heading>
            <UsersOf users={data.users} />
          </Stack>
          <Stack gap="md">
            <Heading level={2}>Wishlist</Heading>
            <DataTable
              label="Wishlist"
              columns={wishlistColumns}
              rows={data.wishlist}
              rowId={(item) => item.id}
              emptyText="The wishlist is empty."
            />
          </Stack>
          <Stack gap="md">
            <Heading level={2}>Operation documents</Heading>
            <DocumentsOf folders={visibleFolders(data.documents)} />
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}

/** `/admin/customers/{id}` (and `/admin/customers/new`): the account's form, its users, wishlist and documents. */
export function CustomerScreen() {
  return (
    <ResourceRecordScreen
      resource={customersResource}
      details={(customer) => <CustomerAccountDetails customer={customer} />}
    />
  );
}
