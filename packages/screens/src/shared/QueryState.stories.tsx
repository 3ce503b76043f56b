import { demoAccounts, loginAs, scenario } from '@factory/mocks';
import { Text } from '@factory/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { QueryState } from './QueryState.tsx';
import { useCurrentUser } from './session.ts';

/** A real query through the API and the mocks: the signed-in user's name, in every state QueryState has. */
function SignedInUser() {
  const user = useCurrentUser();
  return (
    <QueryState query={user} loadingLabel="Loading your account" errorTitle="We could not load your account">
      {(data) => <Text>{data ? `Signed in as ${data.name}` : 'Nobody is signed in'}</Text>}
    </QueryState>
  );
}

const meta = {
  title: 'Screens/Shared/QueryState',
  component: SignedInUser,
  beforeEach: () => {
    loginAs('customer');
  },
} satisfies Meta<typeof SignedInUser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Signed in as ${demoAccounts.customer.name}`)).toBeVisible();
  },
};

/** A 401 from GET /api/user means "logged out", not an error. */
export const LoggedOut: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('unauthenticated', 'GET /api/user'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nobody is signed in')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('slow', 'GET /api/user'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Loading your account' })).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('server-error', 'GET /api/user', { once: true }));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not load your account');
    await expect(alert).toHaveTextContent('Server Error');
    // Retry asks again; the second answer is normal.
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText(`Signed in as ${demoAccounts.customer.name}`)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Malformed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(scenario('malformed', 'GET /api/user'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server sent data we could not read');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
