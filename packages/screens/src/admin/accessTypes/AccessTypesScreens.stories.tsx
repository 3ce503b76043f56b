import { db } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminStoryMeta, loadedField, mainOf, resourceStories, slowLoad } from '../stories/support.tsx';
import { AccessTypeScreen, AccessTypesScreen } from './AccessTypesScreens.tsx';
import { viewOnly } from './stories/viewOnly.ts';

const meta = {
  title: 'Screens/Admin/Access types',
  ...adminStoryMeta(AccessTypesScreen, '/admin/product-access-types'),
} satisfies Meta<typeof AccessTypesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const record = (id: number | 'new') => ({
  route: { path: '/admin/product-access-types/:id', url: `/admin/product-access-types/${id}` },
});
const body = () => within(document.body);

const generic = resourceStories({
  list: AccessTypesScreen,
  record: AccessTypeScreen,
  listPath: '/admin/product-access-types',
  recordPath: '/admin/product-access-types/:id',
  listEndpoint: 'GET /api/product-access-types',
  createEndpoint: 'POST /api/product-access-types',
  heading: 'Access types',
  firstRow: 'Full catalogue',
  // Three seeded access types.
  pages: '1 of 1',
  emptyText: 'No access types yet.',
  fillCreateForm: async (page) => {
    await userEvent.type(await page.findByRole('textbox', { name: 'Name' }, slowLoad), 'Trade fairs');
  },
  validation: { name: 'title', label: 'Name', message: 'The title has already been taken.', keptValue: 'Trade fairs' },
});

export const Default: Story = generic.Default as Story;
export const Loading: Story = generic.Loading as Story;
export const Empty: Story = generic.Empty as Story;
export const ServerError: Story = generic.ServerError as Story;
export const Forbidden: Story = generic.Forbidden as Story;
export const ValidationErrors: Story = generic.ValidationErrors as Story;

/** The list says in words what each type opens: its categories by name. */
export const GrantsInWords: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const table = within(await page.findByRole('grid', { name: 'Access types' }, slowLoad));
    await expect(
      await table.findByText(
        'Sees 5 categories: Fiberglass Figures, Dinosaurs, Animatronics, Theme-Park Props and Water-Park Features',
        {},
        slowLoad,
      ),
    ).toBeVisible();
  },
};

/** A record: its categories as checkboxes, what they mean, and who gets the type by default. */
export const Record: Story = {
  render: () => <AccessTypeScreen />,
  parameters: record(2),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Seasonal only' }, slowLoad)).toBeVisible();
    await expect(
      await page.findByText(
        /Sees 5 categories: Christmas Decorations, Giant Christmas Trees, Christmas Arches, Halloween Decorations and Easter Decorations/,
        {},
        slowLoad,
      ),
    ).toBeVisible();
    await expect(await page.findByRole('checkbox', { name: 'Halloween Decorations' }, slowLoad)).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Dinosaurs' })).not.toBeChecked();
    await expect(await page.findByText('Company Golden Gate Resorts LLC', {}, slowLoad)).toBeVisible();
  },
};

/** Ticking a category and saving sends the new list; the sentence follows. */
export const SaveCategories: Story = {
  render: () => <AccessTypeScreen />,
  parameters: record(3),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Signage' }, slowLoad));
    await userEvent.click(page.getByRole('button', { name: 'Save categories' }));
    await expect(await body().findByText('Parks & attractions was saved.', {}, slowLoad)).toBeVisible();
    await expect(
      await page.findByText(
        /Sees 6 categories: Fiberglass Figures, Dinosaurs, Animatronics, Theme-Park Props, Water-Park Features and Signage/,
      ),
    ).toBeVisible();
  },
};

/** Renaming keeps the categories: the form leaves them out and the server keeps them (designed). */
export const RenameKeepsCategories: Story = {
  render: () => <AccessTypeScreen />,
  parameters: record(2),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const name = await loadedField(page, 'Name', 'Seasonal only');
    await userEvent.clear(name);
    await userEvent.type(name, 'Seasonal ranges');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Seasonal ranges was saved.', {}, slowLoad)).toBeVisible();
    await waitFor(() => expect(db.accessTypes.find((t) => t.id === 2)?.category_ids).toHaveLength(5));
  },
};

/** The name is required: the form says so and sends nothing. */
export const NameRequired: Story = {
  render: () => <AccessTypeScreen />,
  parameters: record('new'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Create' }, slowLoad));
    await expect(await page.findByText('Input must not be empty.')).toBeVisible();
  },
};

/** With the view key only: no Create link, no Save, Delete or Save categories; the checkboxes are disabled. */
export const ViewOnly: Story = {
  beforeEach: viewOnly('product-access-types'),
  render: () => <AccessTypeScreen />,
  parameters: record(1),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Full catalogue' }, slowLoad)).toBeVisible();
    await expect(page.getByText('You may look at this access type but not change it.')).toBeVisible();
    await expect(await page.findByRole('checkbox', { name: 'Dinosaurs' }, slowLoad)).toBeDisabled();
    await expect(page.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Save categories' })).toBeNull();
  },
};

/** Delete asks first; the type leaves the list. */
export const DeleteConfirms: Story = {
  render: () => <AccessTypeScreen />,
  parameters: record(3),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }, slowLoad));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Delete Parks & attractions?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    // The toast region re-renders as the page leaves the deleted record: look the toast up afresh each try.
    await waitFor(() => expect(body().getByText('Parks & attractions was deleted.')).toBeVisible(), slowLoad);
  },
};
