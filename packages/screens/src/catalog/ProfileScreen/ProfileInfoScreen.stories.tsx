import { db, demoAccounts, scenario } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asCustomer, customerRow } from '../stories/support.tsx';
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
