import { db, demoAccounts, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { asCustomer, asSeasonalCustomer, customerRow, seasonalAccessNote, withToasts } from '../stories/support.tsx';
import { ProfileInfoScreen } from './ProfileInfoScreen.tsx';
import { ProfileLayout } from './ProfileScreen.tsx';

const meta = {
  title: 'Screens/Catalog/ProfileInfoScreen',
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

/** The full user data: name, email, role, account state, areas and companies. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = customerRow();
    const areas = db.areas.filter((area) => user.area_ids.includes(area.id)).map((area) => area.name);
    const companies = db.companies.filter((company) => user.company_ids.includes(company.id)).map((c) => c.name);
    // Each term with the value that follows it, as a screen reader reads the list.
    const terms = await canvas.findAllByRole('term');
    const values = canvas.getAllByRole('definition');
    expect(Object.fromEntries(terms.map((term, index) => [term.textContent, values[index]?.textContent]))).toEqual({
      Name: demoAccounts.customer.name,
      Email: demoAccounts.customer.email,
      Role: demoAccounts.customer.role,
      Account: 'Active',
      Areas: areas.join(', '),
      Companies: companies.join(', '),
    });
    // The whole catalogue: no note about ranges.
    expect(canvas.queryByText(/^Your account shows/)).toBeNull();
  },
};

/** A seasonal-only customer reads, under their details, which ranges the account shows and whom to ask. */
export const Restricted: Story = {
  beforeEach: asSeasonalCustomer,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByText(/^Your account shows/);
    expect(note.closest('[role="status"]')).toHaveTextContent(seasonalAccessNote);
    expect(canvas.getByRole('link', { name: 'sales@example.com' })).toHaveAttribute('href', 'mailto:sales@example.com');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/user'));
  },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading your details' })).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/user', { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('alert')).toHaveTextContent('We could not load your details');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    expect(await canvas.findByText(customerRow().email)).toBeVisible();
  },
};

/**
 * Change your password: the server's message lands on the field it names (a wrong current password), the page's own
 * rule on the repeat; then the change is saved and said in a toast, and the fields are emptied.
 */
export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('region', { name: 'Change your password' }));
    const current = form.getByLabelText(/^Current password/);
    const fresh = form.getByLabelText(/^New password/);
    const repeat = form.getByLabelText(/^Repeat the new password/);
    await userEvent.type(current, 'not-my-password');
    await userEvent.type(fresh, 'lantern-2026');
    await userEvent.type(repeat, 'lantern-2025');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('The passwords do not match.')).toBeVisible();
    await userEvent.clear(repeat);
    await userEvent.type(repeat, 'lantern-2026');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('The password is incorrect.'));
    expect(customerRow().password).toBe(demoAccounts.customer.password);

    await userEvent.clear(current);
    await userEvent.type(current, demoAccounts.customer.password);
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    const toasts = within(await within(document.body).findByRole('region', { name: 'Notifications' }));
    expect(await toasts.findByText('The password was changed.')).toBeVisible();
    expect(customerRow().password).toBe('lantern-2026');
    expect(current).toHaveValue('');
  },
};
