import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inAdminShell, mainOf, resourceStories, signedInAs, slowLoad } from '../stories/support.tsx';
import { RoleScreen, RolesScreen } from './RolesScreens.tsx';

const meta = {
  title: 'Screens/Admin/Roles',
  component: RolesScreen,
  decorators: [inAdminShell],
  parameters: { layout: 'fullscreen', route: { path: '/admin/roles', url: '/admin/roles' } },
  beforeEach: signedInAs('admin'),
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
