// Nothing sent twice (issue 16 §4): two submits of the login form in the same tick log in once.
import { demoAccounts, demoPassword } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LoginScreen } from './LoginScreen.tsx';

const seen = { logins: 0 };

const meta = {
  title: 'Screens/Public/Login/Sent once',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', route: { path: '/login', url: '/login' } },
  beforeEach: ({ msw }) => {
    seen.logins = 0;
    msw.use(
      http.post('/login', () => {
        seen.logins += 1;
      }),
    );
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmittedTwice: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), demoAccounts.customer.email);
    await userEvent.type(canvas.getByLabelText('Password'), demoPassword);
    const form = canvas.getByRole('button', { name: 'Log in' }).closest('form');
    form?.requestSubmit();
    form?.requestSubmit();
    await waitFor(() => expect(seen.logins).toBeGreaterThan(0));
    // Give a second request every chance to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.logins).toBe(1);
  },
};
