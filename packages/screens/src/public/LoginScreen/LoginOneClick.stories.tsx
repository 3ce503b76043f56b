// One press on "Log in" logs in once the email is corrected (a real pointer: down, then up): the server's message
// above the fields must not move the button between the two, or the click never happens.
import { demoPassword } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { realInput } from '../../shared/stories/realInput.ts';
import { countRequests, type RequestsSeen } from '../../shared/stories/requestsSeen.ts';
import { LoginScreen } from './LoginScreen.tsx';

const meta = {
  title: 'Screens/Public/Login/One click',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', route: { path: '/login', url: '/login' } },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

let logins: RequestsSeen = { count: 0 };

/** The server refused an email that is not one; corrected key by key, one press logs in, sent once. */
export const CorrectedEmailLogsInOneClick: Story = {
  beforeEach: ({ msw }) => {
    logins = countRequests(msw, 'post', '/login');
  },
  play: async ({ canvas }) => {
    const input = await realInput();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await input.type(email, 'customer@example');
    await input.type(canvas.getByLabelText('Password'), demoPassword);
    await input.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    await expect(logins.count).toBe(1);
    await input.type(email, '{End}.com');
    await input.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Navigated to /catalog'));
    await expect(logins.count).toBe(2);
    await input.leave();
  },
};
