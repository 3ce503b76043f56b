import { scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminStoryMeta, mainOf, resourceStories, slowLoad } from '../stories/support.tsx';
import { CustomerScreen, CustomersScreen } from './CustomersScreens.tsx';

const meta = {
  title: 'Screens/Admin/Customers',
  ...adminStoryMeta(CustomersScreen, '/admin/customers'),
} satisfies Meta<typeof CustomersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const record = (id: number) => ({ route: { path: '/admin/customers/:id', url: `/admin/customers/${id}` } });
const account = 'GET /api/customers/{id}/account';

const generic = resourceStories({
  list: CustomersScreen,
  record: CustomerScreen,
  listPath: '/admin/customers',
  recordPath: '/admin/customers/:id',
  listEndpoint: 'GET /api/customers',
  createEndpoint: 'POST /api/customers',
  heading: 'Customers',
  firstRow: 'Jordan Lee',
  // 34 live customer accounts of the seeded fixtures, 10 a page.
  pages: '1 of 4',
  emptyText: 'No customers yet.',
  fillCreateForm: async (page) => {
    await userEvent.type(await page.findByRole('textbox', { name: 'Name' }, slowLoad), 'Harbour Fun');
    await userEvent.type(page.getByRole('textbox', { name: 'Email' }), 'buyer@harbour.example');
  },
  validation: {
    name: 'email',
    label: 'Email',
    message: 'The email has already been taken.',
    keptValue: 'buyer@harbour.example',
  },
});

export const Default: Story = generic.Default as Story;
export const Loading: Story = generic.Loading as Story;
export const Empty: Story = generic.Empty as Story;
export const ServerError: Story = generic.ServerError as Story;
export const Forbidden: Story = generic.Forbidden as Story;
export const ValidationErrors: Story = generic.ValidationErrors as Story;

/** A customer account: its form (company, area), the user who logs in, the wishlist and the documents it sees. */
export const Account: Story = {
  render: () => <CustomerScreen />,
  parameters: record(1),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Jordan Lee' }, slowLoad)).toBeVisible();
    await expect(await page.findByRole('button', { name: /Company/ }, slowLoad)).toHaveTextContent(
      'Sunrise Parks Inc.',
    );
    await expect(await page.findByRole('button', { name: /Area/ }, slowLoad)).toHaveTextContent('Europe');
    const users = within(await page.findByRole('grid', { name: 'Users who log in' }, slowLoad));
    await expect(users.getByRole('link', { name: 'Jordan Lee' })).toHaveAttribute('href', '/admin/users/3');
    await expect(users.getByText('customer@example.com')).toBeVisible();
    const wishlist = within(page.getByRole('grid', { name: 'Wishlist' }));
    await expect(wishlist.getByText('Willow Tree Light Tree')).toBeVisible();
    await expect(wishlist.getByText('LED-TREE-0242-01')).toBeVisible();
    const folders = within(page.getByRole('list', { name: 'Document folders' }));
    await expect(folders.getByRole('link', { name: 'Price lists' })).toBeVisible();
    await expect(folders.getByRole('link', { name: 'Price lists / Distributors' })).toBeVisible();
    await expect(folders.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** An account with no login, an empty wishlist and no documents says so in each part. */
export const AccountEmpty: Story = {
  render: () => <CustomerScreen />,
  parameters: record(1),
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', account));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('Nobody logs in for this customer.', {}, slowLoad)).toBeVisible();
    await expect(page.getByText('The wishlist is empty.')).toBeVisible();
    await expect(page.getByText('This customer sees no operation documents.')).toBeVisible();
  },
};

/** The account's details fail to load: the form stays usable and Retry asks again. */
export const AccountError: Story = {
  render: () => <CustomerScreen />,
  parameters: record(1),
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', account, { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(
      await page.findByText('We could not load the customer’s users, wishlist and documents', {}, slowLoad),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('customer@example.com');
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByRole('grid', { name: 'Wishlist' }, slowLoad)).toBeVisible();
  },
};

/** The names in the list, top to bottom (each row's name links to its record). */
const customerNames = async (table: ReturnType<typeof within>) =>
  (await table.findAllByRole('link', {}, slowLoad)).map((link: HTMLElement) => link.textContent);

/** Opened at an address that carries a filter (a link staff share): Europe's four customer accounts. */
export const FilteredByArea: Story = {
  render: () => <CustomersScreen />,
  parameters: { route: { path: '/admin/customers', url: '/admin/customers?area_id=4' } },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const table = within(await page.findByRole('grid', { name: 'Customers' }, slowLoad));
    await expect(await table.findByRole('link', { name: 'Zara Smith' }, slowLoad)).toBeVisible();
    await expect(await customerNames(table)).toEqual(['Chloe Smith', 'Ethan Rossi', 'Jordan Lee', 'Zara Smith']);
    await waitFor(() => expect(page.getByRole('combobox', { name: 'Area' })).toHaveDisplayValue('Europe'), slowLoad);
    await expect(page.getByText('1–4 of 4')).toBeVisible();
  },
};

/** Area, then Company: the accounts of both, Northstar Events LLC's three in Europe. */
export const FilteredByAreaAndCompany: Story = {
  render: () => <CustomersScreen />,
  parameters: { route: { path: '/admin/customers', url: '/admin/customers' } },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const table = within(await page.findByRole('grid', { name: 'Customers' }, slowLoad));
    await table.findByRole('link', { name: 'Chloe Garcia' }, slowLoad);
    const area = await page.findByRole('combobox', { name: 'Area' });
    await waitFor(() => expect(within(area).getByRole('option', { name: 'Europe' })).toBeInTheDocument(), slowLoad);
    await userEvent.selectOptions(area, 'Europe');
    await waitFor(() => expect(table.queryByRole('link', { name: 'Chloe Garcia' })).toBeNull(), slowLoad);
    const company = page.getByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(within(company).getByRole('option', { name: 'Northstar Events LLC' })).toBeVisible());
    await userEvent.selectOptions(company, 'Northstar Events LLC');
    await waitFor(() => expect(table.queryByRole('link', { name: 'Jordan Lee' })).toBeNull(), slowLoad);
    await expect(await customerNames(table)).toEqual(['Chloe Smith', 'Ethan Rossi', 'Zara Smith']);
    await expect(page.getByText('1–3 of 3')).toBeVisible();
  },
};
