import { db, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminStoryMeta, loadedField, mainOf, resourceStories, signedInAs, slowLoad } from '../stories/support.tsx';
import { UserScreen, UsersScreen } from './UsersScreens.tsx';

const meta = {
  title: 'Screens/Admin/Users',
  ...adminStoryMeta(UsersScreen, '/admin/users'),
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const record = (id: number | 'new') => ({ route: { path: '/admin/users/:id', url: `/admin/users/${id}` } });
const body = () => within(document.body);

/** Picks the role in the form's select. */
async function chooseRole(page: ReturnType<typeof within>, role: string) {
  await userEvent.click(await page.findByRole('button', { name: /Role/ }, slowLoad));
  await userEvent.click(await body().findByRole('option', { name: role }));
}

const generic = resourceStories({
  list: UsersScreen,
  record: UserScreen,
  listPath: '/admin/users',
  recordPath: '/admin/users/:id',
  listEndpoint: 'GET /api/users',
  createEndpoint: 'POST /api/users',
  heading: 'Users',
  firstRow: 'Alex Morgan',
  // 46 live users of the seeded fixtures, 10 a page.
  pages: '1 of 5',
  emptyText: 'No users yet.',
  fillCreateForm: async (page) => {
    await userEvent.type(await page.findByRole('textbox', { name: 'Name' }, slowLoad), 'Nia Okoye');
    await userEvent.type(page.getByRole('textbox', { name: 'Email' }), 'staff@example.com');
    await chooseRole(page, 'Staff');
  },
  validation: {
    name: 'email',
    label: 'Email',
    message: 'The email has already been taken.',
    keptValue: 'staff@example.com',
  },
});

export const Default: Story = generic.Default as Story;
export const Loading: Story = generic.Loading as Story;
export const Empty: Story = generic.Empty as Story;
export const ServerError: Story = generic.ServerError as Story;
export const Forbidden: Story = generic.Forbidden as Story;
export const ValidationErrors: Story = generic.ValidationErrors as Story;

/** 1,046 users: the server pages them; the table shows 10 and counts 105 pages. */
export const ThousandUsers: Story = {
  beforeEach: () => {
    const template = db.users[5];
    if (!template) throw new Error('The fixtures need six users');
    for (let n = 1; n <= 1000; n += 1) {
      db.users.push({ ...template, id: 1000 + n, name: `Guest ${n}`, email: `guest${n}@example.com` });
    }
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('1 of 105', {}, slowLoad)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Next page' }));
    await expect(await page.findByText('2 of 105')).toBeVisible();
    // The second page has arrived once the table stops showing its busy indicator.
    await waitFor(() => expect(page.queryByRole('progressbar', { name: 'Loading' })).toBeNull(), slowLoad);
  },
};

/** Search goes to the server: typing narrows the list. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.type(await page.findByRole('searchbox', { name: 'Search' }, slowLoad), 'rivera');
    const table = within(page.getByRole('grid', { name: 'Users' }));
    await waitFor(() => expect(table.queryByRole('link', { name: 'Alex Morgan' })).toBeNull());
    await expect(table.getByRole('link', { name: 'Sam Rivera' })).toBeVisible();
    await expect(page.getByText('1 of 1')).toBeVisible();
  },
};

/**
 * Staff holds only the users view key: a record has neither Save, Delete nor the password actions, its values read
 * as text (nothing looks editable), and what staff may not read (the roles, the permission catalogue) is said
 * plainly: no red box, no Retry that could never work.
 */
export const ReadOnlyStaff: Story = {
  beforeEach: signedInAs('staff'),
  render: () => <UserScreen />,
  parameters: record(6),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Dana Fox' }, slowLoad)).toBeVisible();
    await expect(page.getByText('You may look at this user but not change it.')).toBeVisible();
    await expect(await page.findByText('You don’t have access to the permissions', {}, slowLoad)).toBeVisible();
    await expect(page.getByText('Email')).toBeVisible();
    await expect(page.getByText('inactive@example.com')).toBeVisible();
    // The role by the title the record carries: no read of the roles, which staff may not see.
    await expect(page.getByText('Customer')).toBeVisible();
    await expect(page.queryAllByRole('textbox')).toEqual([]);
    await expect(page.queryAllByRole('switch')).toEqual([]);
    await expect(page.queryByRole('alert')).toBeNull();
    await expect(page.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Reset password' })).toBeNull();
  },
};

/** Staff may not read the roles, so the list offers no Role filter it could not fill; Active stays. */
export const StaffFilters: Story = {
  beforeEach: signedInAs('staff'),
  render: () => <UsersScreen />,
  parameters: { route: { path: '/admin/users', url: '/admin/users' } },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await within(await page.findByRole('grid', { name: 'Users' }, slowLoad)).findByRole('link', { name: 'Dana Fox' });
    await expect(page.getByRole('combobox', { name: 'Active' })).toBeVisible();
    await expect(page.queryByRole('combobox', { name: 'Role' })).toBeNull();
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

/** The limited account has the users menu key but no action key: the server refuses and the page says so. */
export const NoActionKeys: Story = {
  beforeEach: signedInAs('limited'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('You don’t have access to the users', {}, slowLoad)).toBeVisible();
    await expect(page.queryByRole('link', { name: 'Create user' })).toBeNull();
  },
};

/** Created without a password: the generated one is shown once, with a copy button. */
export const CreateShowsPasswordOnce: Story = {
  render: () => <UserScreen />,
  parameters: record('new'),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: 'Name' }, slowLoad), 'Nia Okoye');
    await userEvent.type(page.getByRole('textbox', { name: 'Email' }), 'nia@example.com');
    await chooseRole(page, 'Staff');
    await userEvent.click(page.getByRole('button', { name: 'Create' }));
    await expect(await page.findByText('Nia Okoye was created')).toBeVisible();
    const created = db.users.find((user) => user.email === 'nia@example.com');
    await expect(created?.password).toMatch(/^[A-Za-z0-9]{12}$/);
    await expect(page.getByText(created?.password ?? 'missing')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy password' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Nia Okoye' })).toHaveAttribute('href', '/admin/users/49');
  },
};

/** The client's email rule, with the spec's message, before anything is sent. */
export const InvalidEmail: Story = {
  render: () => <UserScreen />,
  parameters: record(6),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const email = await loadedField(page, 'Email', 'inactive@example.com');
    await userEvent.clear(email);
    await userEvent.type(email, 'dana@');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Enter a valid email address', {}, slowLoad)).toBeVisible();
    await expect(db.users.find((user) => user.id === 6)?.email).toBe('inactive@example.com');
  },
};

/** Activating Dana Fox saves with a success toast. */
export const ActivateSaves: Story = {
  render: () => <UserScreen />,
  parameters: record(6),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('switch', { name: 'Active (may log in)' }, slowLoad));
    const activeSwitch = page.getByRole('switch', { name: 'Active (may log in)' });
    await expect(activeSwitch).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.users.find((user) => user.id === 6)?.is_active).toBe(true));
    await expect(await body().findByText('Dana Fox was saved.')).toBeVisible();
  },
};

/** Leaving with unsaved changes asks first; Stay keeps what was typed. */
export const LeaveAsksFirst: Story = {
  render: () => <UserScreen />,
  parameters: record(6),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const name = await loadedField(page, 'Name', 'Dana Fox');
    await userEvent.type(name, ' Jr');
    await userEvent.click(page.getByRole('link', { name: 'Back to Users' }));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Leave without saving?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Stay' }));
    await expect(name).toHaveValue('Dana Fox Jr');
  },
};

/**
 * The server refuses the role choices (403): the field keeps its role and says plainly why it cannot change here,
 * with whom to ask; no red box and no Retry, which would get the same answer.
 */
export const RoleChoicesForbidden: Story = {
  render: () => <UserScreen />,
  parameters: record(6),
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', 'GET /api/roles'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(
      await page.findByText(
        'You don’t have access to the roles, so the role cannot be changed here. An administrator can give you access if you need it.',
        {},
        slowLoad,
      ),
    ).toBeVisible();
    await expect(page.getByText('Customer')).toBeVisible();
    await expect(page.queryByRole('alert')).toBeNull();
    await expect(page.queryByRole('button', { name: 'Retry' })).toBeNull();
    // The name and email can still be edited.
    await expect(await loadedField(page, 'Name', 'Dana Fox')).toBeEnabled();
  },
};

/** A save the server forbids (403) says so in words a user can act on, and keeps what was typed. */
export const SaveForbidden: Story = {
  render: () => <UserScreen />,
  parameters: record(6),
  beforeEach: ({ msw }) => {
    msw.use(scenario('forbidden', 'PUT /api/users/{id}'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const name = await loadedField(page, 'Name', 'Dana Fox');
    await userEvent.type(name, ' Jr');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(
      await body().findByText('You do not have permission to do this. Ask an administrator for access.', {}, slowLoad),
    ).toBeVisible();
    await expect(name).toHaveValue('Dana Fox Jr');
    await expect(db.users.find((user) => user.id === 6)?.name).toBe('Dana Fox');
  },
};

/** Delete asks, naming the user, then goes back to the list. */
export const DeleteConfirms: Story = {
  render: () => <UserScreen />,
  parameters: record(6),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete' }, slowLoad));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Delete Dana Fox?' }));
    // A user goes to the recycle bin, and the dialog says so (not "will be deleted").
    await expect(dialog.getByText('The user Dana Fox will be moved to the recycle bin.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await within(canvasElement).findByText('Navigated to /admin/users')).toBeVisible();
    await expect(db.users.find((user) => user.id === 6)?.deleted_at).not.toBeNull();
  },
};

/** Reset password asks first, then shows the new password once. */
export const ResetPassword: Story = {
  render: () => <UserScreen />,
  parameters: record(6),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Reset password' }, slowLoad));
    const dialog = within(await body().findByRole('alertdialog', { name: 'Reset the password of Dana Fox?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reset password' }));
    await expect(await page.findByText('New password of Dana Fox')).toBeVisible();
    await expect(page.getByText(db.users.find((user) => user.id === 6)?.password ?? 'missing')).toBeVisible();
  },
};

/** A permission switch waits for Save with the fields; Save grants or revokes it and the list of changes empties. */
export const PermissionsWaitForSave: Story = {
  render: () => <UserScreen />,
  parameters: record(2),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const view = await page.findByRole('switch', { name: 'Users (User management): View' }, slowLoad);
    await userEvent.click(view);
    await expect(view).not.toBeChecked();
    const pending = within(page.getByRole('region', { name: 'Changes not saved yet' }));
    await expect(pending.getByText('Users (User management): View turned off')).toBeVisible();
    await expect(db.users.find((user) => user.id === 2)?.permissions_keys).toContain('action-user-users-view');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Sam Rivera was saved.', {}, slowLoad)).toBeVisible();
    await expect(db.users.find((user) => user.id === 2)?.permissions_keys).not.toContain('action-user-users-view');
    await expect(page.queryByRole('region', { name: 'Changes not saved yet' })).toBeNull();
    await expect(view).not.toBeChecked();
  },
};

/** When the server refuses a key, a danger toast says why and the change stays listed for another Save. */
export const PermissionSaveFails: Story = {
  render: () => <UserScreen />,
  parameters: record(2),
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'POST /api/users/{id}/{action}/permissions/{permissionId}'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const view = await page.findByRole('switch', { name: 'Users (User management): View' }, slowLoad);
    await userEvent.click(view);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Server Error', {}, slowLoad)).toBeVisible();
    await expect(page.getByText('Users (User management): View turned off')).toBeVisible();
    await expect(view).not.toBeChecked();
    await expect(db.users.find((user) => user.id === 2)?.permissions_keys).toContain('action-user-users-view');
  },
};

/** Your own account: no Delete, Active and your administrator's keys cannot be switched off, and the page says why. */
export const OwnAccount: Story = {
  render: () => <UserScreen />,
  parameters: record(1),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(
      await page.findByText(
        'This is your own account: you cannot delete it or deactivate it. Another administrator can.',
        {},
        slowLoad,
      ),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Delete' })).toBeNull();
    const active = page.getByRole('switch', { name: 'Active (may log in)' });
    await userEvent.click(active);
    await expect(active).toBeChecked();
    // Nor can their own administrator's keys be switched off; their other keys can.
    await expect(
      page.getByText("Your own administrator's keys stay on: another administrator can change them."),
    ).toBeVisible();
    const usersEdit = await page.findByRole('switch', { name: 'Users (User management): Edit' }, slowLoad);
    await userEvent.click(usersEdit);
    await expect(usersEdit).toBeChecked();
    await userEvent.click(page.getByRole('switch', { name: 'Icon manager (Others): Delete' }));
    await expect(page.getByText('Icon manager (Others): Delete turned off')).toBeVisible();
    // The rest of the record can still be edited and saved.
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** Saves the server saw in a story, counted before the mock API answers them. */
const saves = { count: 0 };

/** Submitted twice in the same tick (before the button can show it is busy): one request is sent. */
export const SavePressedTwice: Story = {
  render: () => <UserScreen />,
  parameters: record(6),
  beforeEach: ({ msw }) => {
    saves.count = 0;
    msw.use(
      // A resolver that returns nothing passes the request on to the mock API.
      http.put('/api/users/:id', () => {
        saves.count += 1;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const name = await loadedField(page, 'Name', 'Dana Fox');
    await userEvent.type(name, ' Jr');
    // The button's pending state would block a second click; two submits in one tick reach the send guard itself.
    const form = page.getByRole('button', { name: 'Save' }).closest('form');
    form?.requestSubmit();
    form?.requestSubmit();
    await expect(await body().findByText('Dana Fox Jr was saved.', {}, slowLoad)).toBeVisible();
    await expect(saves.count).toBe(1);
  },
};

/** Change password: the two entries must match; then the server takes it and the dialog closes. */
export const ChangePasswordDialog: Story = {
  render: () => <UserScreen />,
  parameters: record(6),
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Change password' }, slowLoad));
    const dialog = within(await body().findByRole('dialog', { name: 'Change the password of Dana Fox' }, slowLoad));
    await userEvent.type(dialog.getByLabelText(/^New password/), 'lantern-2026');
    await userEvent.type(dialog.getByLabelText(/^Repeat the new password/), 'lantern-2025');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await expect(await dialog.findByText('The passwords do not match.', {}, slowLoad)).toBeVisible();
    await expect(db.users.find((user) => user.id === 6)?.password).not.toBe('lantern-2026');

    const repeat = dialog.getByLabelText(/^Repeat the new password/);
    await userEvent.clear(repeat);
    await userEvent.type(repeat, 'lantern-2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await expect(await body().findByText('The password was changed.', {}, slowLoad)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Change the password of Dana Fox' })).toBeNull());
    await expect(db.users.find((user) => user.id === 6)?.password).toBe('lantern-2026');
  },
};

/** Filters above the list, kept in the address: Active narrows to the inactive accounts, Role to one role's. */
export const Filters: Story = {
  render: () => <UsersScreen />,
  parameters: { route: { path: '/admin/users', url: '/admin/users' } },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const table = within(await page.findByRole('grid', { name: 'Users' }, slowLoad));
    await table.findByRole('link', { name: 'Alex Morgan' }, slowLoad);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Active' }), 'Inactive');
    await waitFor(() => expect(table.queryByRole('link', { name: 'Alex Morgan' })).toBeNull(), slowLoad);
    await expect(table.getByRole('link', { name: 'Dana Fox' })).toBeVisible();
    await expect(table.queryAllByRole('gridcell', { name: 'Active' })).toEqual([]);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Active' }), 'All');
    await userEvent.selectOptions(await page.findByRole('combobox', { name: 'Role' }), 'Staff');
    await expect(await table.findByRole('link', { name: 'Amara Jensen' }, slowLoad)).toBeVisible();
    await waitFor(() => expect(table.queryByRole('link', { name: 'Dana Fox' })).toBeNull(), slowLoad);
    await expect(table.queryAllByRole('gridcell', { name: 'Customer' })).toEqual([]);
  },
};
