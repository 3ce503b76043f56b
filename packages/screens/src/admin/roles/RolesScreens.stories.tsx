import { db } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminStoryMeta, mainOf, resourceStories, slowLoad } from '../stories/support.tsx';
import { RoleScreen, RolesScreen } from './RolesScreens.tsx';

const meta = {
  title: 'Screens/Admin/Roles',
  ...adminStoryMeta(RolesScreen, '/admin/roles'),
} satisfies Meta<typeof RolesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const generic = resourceStories({
  list: RolesScreen,
  record: RoleScreen,
  listPath: '/admin/roles',
  recordPath: '/admin/roles/:id',
  listEndpoint: 'GET /api/roles',
  createEndpoint: 'POST /api/roles',
  heading: 'Roles',
  firstRow: 'Administrator',
  // The four seeded roles.
  pages: '1 of 1',
  emptyText: 'No roles yet.',
  fillCreateForm: async (page) => {
    await userEvent.type(await page.findByRole('textbox', { name: 'Title' }, slowLoad), 'Sales');
  },
  validation: { name: 'title', label: 'Title', message: 'The title has already been taken.', keptValue: 'Sales' },
});

export const Default: Story = generic.Default as Story;
export const Loading: Story = generic.Loading as Story;
export const Empty: Story = generic.Empty as Story;
export const ServerError: Story = generic.ServerError as Story;
export const Forbidden: Story = generic.Forbidden as Story;
export const ValidationErrors: Story = generic.ValidationErrors as Story;

/** A role's page: rename it, and the keys it grants by area (Staff holds the users view key). */
export const RoleKeys: Story = {
  render: () => <RoleScreen />,
  parameters: { route: { path: '/admin/roles/:id', url: '/admin/roles/3' } },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Staff' }, slowLoad)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Staff');
    await expect(await page.findByRole('switch', { name: 'Users (User management): View' }, slowLoad)).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Users (User management): Delete' })).not.toBeChecked();
    await expect(within(page.getByRole('group', { name: /^Icon manager/ })).getAllByRole('switch')).toHaveLength(5);
  },
};

/** Deleting a role still given to users: after the confirmation the server refuses, and the page says why. */
export const DeleteRoleInUse: Story = {
  render: () => <RoleScreen />,
  parameters: { route: { path: '/admin/roles/:id', url: '/admin/roles/3' } },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const body = within(document.body);
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }, slowLoad));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Delete Staff?' }, slowLoad));
    // A role has no recycle bin: the dialog says the delete is for good.
    await expect(dialog.getByText('The role Staff will be deleted for good.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await body.findByText('The role is still given to users.', {}, slowLoad)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(db.roles.some((role) => role.title === 'Staff')).toBe(true);
  },
};
