import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asCustomer } from '../stories/support.tsx';
import { ProfileInfoScreen } from './ProfileInfoScreen.tsx';
import { ProfileLayout, ProfileScreen } from './ProfileScreen.tsx';

const meta = {
  title: 'Screens/Catalog/ProfileScreen',
  component: ProfileScreen,
  // The tabs over their first page, as at /catalog/profile/info (the app redirects /catalog/profile there).
  render: () => (
    <ProfileLayout>
      <ProfileInfoScreen />
    </ProfileLayout>
  ),
  parameters: { layout: 'padded', route: { path: '/catalog/profile/info', url: '/catalog/profile/info' } },
  beforeEach: asCustomer,
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tab of the URL is selected; the tabs are links, so choosing one with the keyboard goes to its route. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = within(canvas.getByRole('tablist', { name: 'Profile' }));
    expect(tabs.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
    expect(await canvas.findByRole('tabpanel', { name: 'Information' })).toBeVisible();
    tabs.getByRole('tab', { name: 'Information' }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /catalog/profile/notifications');
  },
};

/** In a documents folder, the Documents tab is the current one. */
export const InDocumentsFolder: Story = {
  parameters: {
    route: { path: '/catalog/profile/documents/folder/:id', url: '/catalog/profile/documents/folder/1' },
  },
  render: () => (
    <ProfileLayout>
      <p>Folder contents</p>
    </ProfileLayout>
  ),
  play: async ({ canvasElement }) => {
    const tabs = within(within(canvasElement).getByRole('tablist', { name: 'Profile' }));
    expect(tabs.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
  },
};
