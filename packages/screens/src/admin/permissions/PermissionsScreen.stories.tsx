import { scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminStoryMeta, mainOf, slowLoad } from '../stories/support.tsx';
import { PermissionsScreen } from './PermissionsScreen.tsx';

const meta = {
  title: 'Screens/Admin/Permissions',
  ...adminStoryMeta(PermissionsScreen, '/admin/permissions'),
} satisfies Meta<typeof PermissionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every key of the catalogue (22 areas × 5 keys) with the roles that grant it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    const table = within(await page.findByRole('grid', { name: 'Permissions' }, slowLoad));
    await expect(table.getAllByRole('rowheader', { name: 'Catalog (Content management)' })).toHaveLength(5);
    await expect(page.getByText('1 of 11')).toBeVisible();
    const first = table.getAllByRole('row')[1];
    await expect(within(first as HTMLElement).getByText('Administrator, Staff')).toBeVisible();
  },
};

/** The server refuses the catalogue: the page says so, with Retry. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/permissions'));
  },
  play: async ({ canvasElement }) => {
    const page = mainOf(canvasElement);
    await expect(await page.findByText('We could not load the permissions', {}, slowLoad)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
