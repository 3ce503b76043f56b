import { demoAccounts, demoPassword, failedLoginMessage } from '@factory/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LoginScreen } from './LoginScreen.tsx';

const meta = {
  title: 'Screens/Public/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', route: { path: '/login', url: '/login' } },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to the catalogue' })).toBeVisible();
    // The login form starts empty with remember me off (spec §3).
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    // "Forgot password?" has no behaviour (spec §1): disabled, and it says where a new password comes from.
    const forgot = canvas.getByRole('link', { name: 'Forgot password?' });
    await expect(forgot).toHaveAttribute('aria-disabled', 'true');
    await expect(forgot).toHaveAccessibleDescription(/account manager resets passwords/);
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  },
};

export const ShowHidePassword: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('Password');
    await userEvent.click(password);
    await userEvent.keyboard('s3cret-Pass');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('s3cret-Pass');
    await userEvent.keyboard('{Enter}');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
  },
};

export const ServerError: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), demoAccounts.customer.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'not-the-password');
    await userEvent.keyboard('{Enter}');
    // The server's message (errors.data.message) in the error alert; what was typed stays.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(failedLoginMessage);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(demoAccounts.customer.email);
  },
};

/** No client-side checks (spec §5): an address that is not one is sent, and the server's answer shows. */
export const NoClientValidation: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter a valid email address');
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), demoAccounts.customer.email);
    await userEvent.type(canvas.getByLabelText('Password'), demoPassword);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    // After a successful login the user goes to the catalog (spec §2).
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Navigated to /catalog'));
  },
};
