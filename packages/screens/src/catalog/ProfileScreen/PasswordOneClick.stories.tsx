// One press on "Change password" changes it once the repeated password is corrected (a real pointer: down, then up).
// The repeat's message must not move the button between the two, or the click never happens.
import { demoAccounts } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { realInput } from '../../shared/stories/realInput.ts';
import { countRequests, type RequestsSeen } from '../../shared/stories/requestsSeen.ts';
import { asCustomer, customerRow, withToasts } from '../stories/support.tsx';
import { ProfileInfoScreen } from './ProfileInfoScreen.tsx';
import { ProfileLayout } from './ProfileScreen.tsx';

const meta = {
  title: 'Screens/Catalog/ProfileInfoScreen/One click',
  component: ProfileInfoScreen,
  render: () => (
    <ProfileLayout>
      <ProfileInfoScreen />
    </ProfileLayout>
  ),
  decorators: [withToasts],
  parameters: { layout: 'padded', route: { path: '/catalog/profile/info', url: '/catalog/profile/info' } },
  beforeEach: asCustomer,
} satisfies Meta<typeof ProfileInfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

let changes: RequestsSeen = { count: 0 };

/** The repeat did not match; corrected key by key, one press changes the password, sent once. */
export const CorrectedRepeatChangesInOneClick: Story = {
  beforeEach: ({ msw }) => {
    changes = countRequests(msw, 'put', '/api/users/change-password/:id');
  },
  play: async ({ canvasElement }) => {
    const input = await realInput();
    const form = within(await within(canvasElement).findByRole('region', { name: 'Change your password' }));
    const repeat = form.getByLabelText(/^Repeat the new password/);
    await input.type(form.getByLabelText(/^Current password/), demoAccounts.customer.password);
    await input.type(form.getByLabelText(/^New password/), 'lantern-2026');
    await input.type(repeat, 'lantern-2025');
    await input.click(form.getByRole('button', { name: 'Change password' }));
    await expect(await form.findByText('The passwords do not match.')).toBeVisible();
    await expect(repeat).toHaveFocus();
    await input.type(repeat, '{Backspace}6');
    await input.click(form.getByRole('button', { name: 'Change password' }));
    const toasts = within(await within(document.body).findByRole('region', { name: 'Notifications' }));
    await expect(await toasts.findByText('The password was changed.')).toBeVisible();
    await expect(changes.count).toBe(1);
    await expect(customerRow().password).toBe('lantern-2026');
    await input.leave();
  },
};
