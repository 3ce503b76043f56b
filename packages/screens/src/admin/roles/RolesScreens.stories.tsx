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

const staffPage = { route: { path: '/admin/roles/:id', url: '/admin/roles/3' } };
const body = () => within(document.body);

/**
 * A flipped switch waits for Save like the fields: a list names the change with its Undo; Save sends the role's keys
 * and the list empties.
 */
export const KeysWaitForSave: Story = {
  render: () => <RoleScreen />,
  parameters: staffPage,
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const del = await page.findByRole('switch', { name: 'Users (User management): Delete' }, slowLoad);
    await userEvent.click(del);
    await userEvent.click(page.getByRole('switch', { name: 'Roles (User management): View' }));
    const pending = within(page.getByRole('region', { name: 'Changes not saved yet' }));
    await expect(pending.getByText('2 changes wait for Save:')).toBeVisible();
    await userEvent.click(pending.getByRole('button', { name: 'Undo: Roles (User management): View turned on' }));
    await expect(page.getByRole('switch', { name: 'Roles (User management): View' })).not.toBeChecked();
    await expect(pending.getByText('1 change waits for Save:')).toBeVisible();
    await expect(pending.getByText('Users (User management): Delete turned on')).toBeVisible();
    // Nothing is sent before Save.
    await expect(db.roles.find((role) => role.id === 3)?.permission_keys).not.toContain('action-user-users-delete');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Staff was saved.', {}, slowLoad)).toBeVisible();
    await expect(db.roles.find((role) => role.id === 3)?.permission_keys).toContain('action-user-users-delete');
    await expect(db.roles.find((role) => role.id === 3)?.permission_keys).not.toContain('action-user-roles-view');
    await expect(page.queryByRole('region', { name: 'Changes not saved yet' })).toBeNull();
    await expect(del).toBeChecked();
  },
};

/** The last role holding the administrator's keys: no Delete, the reason, and those keys cannot be switched off. */
export const LastAdministratorRole: Story = {
  render: () => <RoleScreen />,
  parameters: { route: { path: '/admin/roles/:id', url: '/admin/roles/1' } },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(
      await page.findByText(
        "Administrator is the last role that holds the administrator's keys (Edit of Users, Roles and Permissions): it cannot be deleted, and those keys stay on.",
        {},
        slowLoad,
      ),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Delete' })).toBeNull();
    const edit = await page.findByRole('switch', { name: 'Permissions (User management): Edit' }, slowLoad);
    await userEvent.click(edit);
    await expect(edit).toBeChecked();
    await expect(page.queryByRole('region', { name: 'Changes not saved yet' })).toBeNull();
    // Other keys of the role still switch.
    await userEvent.click(page.getByRole('switch', { name: 'Icon manager (Others): Delete' }));
    await expect(page.getByRole('switch', { name: 'Icon manager (Others): Delete' })).not.toBeChecked();
  },
};

/**
 * Deleting a role given to users names how many and what happens to them, and asks which role they move to; they
 * get it and its keys.
 */
export const DeleteMovesItsUsers: Story = {
  render: () => <RoleScreen />,
  parameters: staffPage,
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }, slowLoad));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Delete Staff?' }, slowLoad));
    await expect(
      dialog.getByText(
        '12 users have the role Staff. They move to the role you choose here and get its keys; keys given to them one by one are lost. The role Staff is deleted for good.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByText('Choose the role they move to.')).toBeVisible();
    await expect(db.roles.some((role) => role.title === 'Staff')).toBe(true);
    await userEvent.click(dialog.getByRole('button', { name: /Move its users to/ }));
    await expect(body().queryByRole('option', { name: 'Staff' })).toBeNull();
    await userEvent.click(await body().findByRole('option', { name: 'Customer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await within(canvasElement).findByText('Navigated to /admin/roles', {}, slowLoad)).toBeVisible();
    await expect(db.roles.some((role) => role.title === 'Staff')).toBe(false);
    await expect(db.users.find((user) => user.id === 2)?.role_id).toBe(4);
  },
};
