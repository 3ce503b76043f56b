import { login } from '@factory/api';
import { db, demoAccounts } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withToasts } from '../../catalog/stories/support.tsx';
import { FirstPasswordScreen } from './FirstPasswordScreen.tsx';

const customer = () => {
  const row = db.users.find((user) => user.email === demoAccounts.customer.email);
  if (!row) throw new Error('The fixtures have no demo customer');
  return row;
};

const meta = {
  title: 'Screens/Public/FirstPasswordScreen',
  component: FirstPasswordScreen,
  decorators: [withToasts],
  parameters: { layout: 'fullscreen', route: { path: '/catalog', url: '/catalog' } },
  // The demo customer, as if an administrator had just reset the password: the server flags it.
  beforeEach: async () => {
    customer().must_change_password = true;
    const { email, password } = demoAccounts.customer;
    await login({ email, password, remember: false });
  },
} satisfies Meta<typeof FirstPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's rules first: at least 8 characters, and the two entries the same. */
export const Rules: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible();
    // No current password: the user was given the one they logged in with.
    expect(canvas.queryByLabelText(/^Current password/)).toBeNull();
    const fresh = canvas.getByLabelText(/^New password/);
    await userEvent.type(fresh, 'short');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(fresh).toHaveAccessibleDescription('must be greater than or equal to 8'));
    expect(canvas.getByText('The passwords do not match.')).toBeVisible();
    expect(customer().must_change_password).toBe(true);
  },
};

/** Saved: the server clears its flag and the page says so (the app then shows the page behind). */
export const Saved: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'lantern-2026');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'lantern-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    const toasts = within(await within(document.body).findByRole('region', { name: 'Notifications' }));
    expect(await toasts.findByText('The password was changed.')).toBeVisible();
    expect(customer().must_change_password).toBe(false);
    expect(customer().password).toBe('lantern-2026');
  },
};
