import { resourceCalls } from '@factory/api';
import { db, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminStoryMeta, expectLoadingRows, mainOf, rowWith, slowLoad } from '../stories/support.tsx';
import { RecycleBinProductsScreen, RecycleBinScreen } from './RecycleBinScreens.tsx';

const meta = {
  title: 'Screens/Admin/RecycleBin',
  ...adminStoryMeta(RecycleBinProductsScreen, '/admin/data-recycle/product'),
} satisfies Meta<typeof RecycleBinProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const byType = (type: string) => ({
  route: { path: '/admin/data-recycle', url: `/admin/data-recycle?type=${type}` },
});
const bin = 'GET /api/recycle-bin/{type}';

/** The product view: the seeded deleted products with their codes, when, and by whom. */
export const Products: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Deleted products' })).toBeVisible();
    const table = within(await page.findByRole('grid', { name: 'Deleted products' }, slowLoad));
    const row = await rowWith(table, 'Allosaurus Skull Replica');
    await expect(row.getByText('DINO-SKEL-0320-01')).toBeVisible();
    await expect(row.getByText('2 Mar 2026')).toBeVisible();
    await expect(row.getByText('Not recorded')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Restore Allosaurus Skull Replica' })).toBeVisible();
    await expect(table.getByText('Wizard Show Figure')).toBeVisible();
  },
};

/** A search that matches no deleted product says so, naming the search: the bin itself is not empty. */
export const SearchMatchesNothing: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const table = within(await page.findByRole('grid', { name: 'Deleted products' }, slowLoad));
    await table.findByText('Allosaurus Skull Replica', {}, slowLoad);
    await userEvent.type(page.getByRole('searchbox', { name: 'Search' }), 'xyz');
    await expect(await table.findByText('No deleted products match “xyz”.')).toBeVisible();
    await expect(page.queryByText('No deleted products: the recycle bin is empty.')).toBeNull();
  },
};

/** The bin by type: the Users tab lists the deleted users. */
export const UsersTab: Story = {
  render: () => <RecycleBinScreen />,
  parameters: byType('user'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Recycle bin' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    const table = within(await page.findByRole('grid', { name: 'Deleted users' }, slowLoad));
    await expect(await table.findByText('Kenji Smith')).toBeVisible();
    await expect(table.getByText('Kenji Hassan')).toBeVisible();
  },
};

/** A record deleted by the administrator shows when and by whom; switching tabs shows the other types. */
export const DeletedByWhom: Story = {
  render: () => <RecycleBinScreen />,
  parameters: byType('category'),
  beforeEach: async () => {
    await resourceCalls.areas.remove(2);
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('No deleted categories: the recycle bin is empty.', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: 'Areas' }));
    const table = within(await page.findByRole('grid', { name: 'Deleted areas' }, slowLoad));
    const row = await rowWith(table, 'Africa');
    await expect(row.getByText('20 Nov 2026')).toBeVisible();
    await expect(row.getByText('Alex Morgan')).toBeVisible();
  },
};

/** Restore puts the product back: a toast says so and the row leaves the bin. */
export const Restore: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Restore Allosaurus Skull Replica' }, slowLoad));
    await expect(await body().findByText('Allosaurus Skull Replica was restored.')).toBeVisible();
    await waitFor(() => expect(page.queryByText('Allosaurus Skull Replica')).toBeNull(), slowLoad);
    await expect(db.products.find((p) => p.id === 'DINO-SKEL-0320-01')?.deleted_at).toBeNull();
  },
};

/** Entries selected together go back with one press: one toast counts them and they leave the bin. */
export const BulkRestore: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const table = within(await page.findByRole('grid', { name: 'Deleted products' }, slowLoad));
    await userEvent.click(await table.findByRole('checkbox', { name: 'Select Allosaurus Skull Replica' }, slowLoad));
    await userEvent.click(table.getByRole('checkbox', { name: 'Select Wizard Show Figure' }));
    await expect(page.getByText('2 selected')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Restore selected' }));
    await expect(await body().findByText('2 products were restored.', {}, slowLoad)).toBeVisible();
    await waitFor(() => expect(page.queryByText('Wizard Show Figure')).toBeNull(), slowLoad);
    await expect(page.queryByText('Allosaurus Skull Replica')).toBeNull();
    await expect(page.queryByText('2 selected')).toBeNull();
    await expect(db.products.find((p) => p.id === 'DINO-SKEL-0320-01')?.deleted_at).toBeNull();
  },
};

/** Delete for ever asks first; Cancel keeps the record, confirming removes it for good. */
export const DeleteForEver: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const open = () => page.findByRole('button', { name: 'Delete for ever: Wizard Show Figure' }, slowLoad);
    await userEvent.click(await open());
    let dialog = within(await body().findByRole('alertdialog', { name: 'Delete Wizard Show Figure for ever?' }));
    await expect(dialog.getByText('Wizard Show Figure will be removed for good. This cannot be undone.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(db.products.some((p) => p.id === 'AN-CHR-0293-01')).toBe(true);
    await userEvent.click(await open());
    dialog = within(await body().findByRole('alertdialog', { name: 'Delete Wizard Show Figure for ever?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete for ever' }));
    await expect(await body().findByText('Wizard Show Figure was deleted for ever.')).toBeVisible();
    await waitFor(() => expect(page.queryByText('Wizard Show Figure')).toBeNull(), slowLoad);
    await expect(db.products.some((p) => p.id === 'AN-CHR-0293-01')).toBe(false);
  },
};

/** Delete for ever that fails keeps the dialog open and says why; nothing is lost. */
export const DeleteForEverFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'DELETE /api/recycle-bin/{type}/{id}', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete for ever: Wizard Show Figure' }, slowLoad));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Delete Wizard Show Figure for ever?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete for ever' }));
    await expect(await body().findByText('Server Error')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete for ever' })).toBeVisible();
    await expect(db.products.some((p) => p.id === 'AN-CHR-0293-01')).toBe(true);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', bin));
  },
  play: async ({ canvasElement }) => {
    await expectLoadingRows(canvasElement, 'the deleted products');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('empty', bin));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('No deleted products: the recycle bin is empty.', {}, slowLoad)).toBeVisible();
  },
};

/** A failed load says so with Retry; the second answer is the normal one. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', bin, { once: true }));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('We could not load the deleted products', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(await page.findByText('Allosaurus Skull Replica', {}, slowLoad)).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', bin));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('You don’t have access to the recycle bin', {}, slowLoad)).toBeVisible();
    await expect(page.getByText('An administrator can give you access if you need it.')).toBeVisible();
  },
};
