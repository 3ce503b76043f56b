import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminStoryMeta, mainOf, signedInAs, slowLoad } from '../stories/support.tsx';
import { AdminForbiddenScreen, AdminOverviewScreen, AdminUnauthorizedScreen } from './AdminShell.tsx';

const meta = {
  title: 'Screens/Admin/Shell',
  ...adminStoryMeta(AdminOverviewScreen, '/admin'),
} satisfies Meta<typeof AdminOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebarOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Admin areas' }));

/** The administrator: role title, name, Log out, and every group of spec §2 in the sidebar and the overview. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Administrator', {}, slowLoad)).toBeVisible();
    await expect(canvas.getByText('Alex Morgan')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    const sidebar = sidebarOf(canvasElement);
    const groups = sidebar.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(groups).toEqual([
      'Content management',
      'User management',
      'Product management',
      'Customer management',
      'Report management',
      'Data and analysis management',
      'Others',
    ]);
    await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    await expect(sidebar.getByRole('link', { name: 'Cargo analysis' })).toHaveAttribute(
      'href',
      '/admin/analysis/cargo',
    );
    await expect(mainOf(canvasElement).getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
    // The report's tile counts the 13 seeded products without images.
    const reports = within(mainOf(canvasElement).getByRole('region', { name: 'Report management' }));
    await expect(await reports.findByText('· 13 products', {}, slowLoad)).toBeVisible();
  },
};

/** Staff sees only the areas it holds a menu key and an action key for; empty groups are gone. */
export const Staff: Story = {
  beforeEach: signedInAs('staff'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sam Rivera', {}, slowLoad)).toBeVisible();
    const sidebar = sidebarOf(canvasElement);
    await expect(sidebar.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Catalog',
      'Users',
      'Categories',
      'Products',
      'Products without images',
    ]);
    await expect(sidebar.queryByRole('heading', { name: 'Customer management' })).toBeNull();
    await expect(await mainOf(canvasElement).findByText('· 13 products', {}, slowLoad)).toBeVisible();
  },
};

/** The limited account holds the Users menu key without an action key: Users is not in its sidebar. */
export const MenuKeyWithoutAction: Story = {
  beforeEach: signedInAs('limited'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Riley Chen', {}, slowLoad)).toBeVisible();
    const sidebar = sidebarOf(canvasElement);
    await expect(sidebar.getAllByRole('link').map((link) => link.textContent)).toEqual(['Catalog']);
  },
};

/** The current area is marked for assistive technology; the skip link is the first stop and lands on main. */
export const CurrentAreaAndSkipLink: Story = {
  render: () => <AdminForbiddenScreen />,
  parameters: { route: { path: '/admin/users', url: '/admin/users' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Alex Morgan', {}, slowLoad)).toBeVisible();
    await expect(sidebarOf(canvasElement).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebarOf(canvasElement).getByRole('link', { name: 'Roles' })).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#admin-main');
  },
};

/** unauthorizedAccess opened at its own address: nothing else was asked for, so it names no page. */
export const Unauthorized: Story = {
  render: () => <AdminUnauthorizedScreen />,
  parameters: { route: { path: '/admin/unauthorized-access', url: '/admin/unauthorized-access' } },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'You don’t have access to this page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the admin overview' })).toHaveAttribute('href', '/admin');
  },
};

/**
 * A customer asks for a user's record: the page says plainly which page it was (area and address, which the guard
 * keeps) and whom to ask; no key names.
 */
export const UnauthorizedInPlace: Story = {
  beforeEach: signedInAs('customer'),
  render: () => <AdminUnauthorizedScreen area="users" />,
  parameters: { route: { path: '/admin/users/:id', url: '/admin/users/1' } },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'You don’t have access to Users' }, slowLoad),
    ).toBeVisible();
    await expect(
      page.getByText('Your account cannot open Users (/admin/users/1). Ask an administrator to give you access to it.'),
    ).toBeVisible();
    await expect(page.queryByText(/menu key/)).toBeNull();
  },
};

/** forbiddenAccess opened at its own address, with a way back. */
export const Forbidden: Story = {
  render: () => <AdminForbiddenScreen />,
  parameters: { route: { path: '/admin/forbidden-access', url: '/admin/forbidden-access' } },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'You can’t work in this area yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the admin overview' })).toHaveAttribute('href', '/admin');
  },
};

/** The limited account asks for the users list: it holds the menu key but no action key there. */
export const ForbiddenInPlace: Story = {
  beforeEach: signedInAs('limited'),
  render: () => <AdminForbiddenScreen area="users" />,
  parameters: { route: { path: '/admin/users', url: '/admin/users' } },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'You can’t work in Users yet' }, slowLoad),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Your account has Users (/admin/users) but no permission to view or change anything in it. Ask an administrator to give you access.',
      ),
    ).toBeVisible();
  },
};
