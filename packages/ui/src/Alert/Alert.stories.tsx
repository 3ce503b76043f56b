import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Layout/Stack.tsx';
import { Alert, alertVariants } from './Alert.tsx';

const meta = {
  title: 'Blocks/Alert',
  component: Alert,
  args: { variant: 'danger', children: 'These credentials do not match our records.' },
  argTypes: { variant: { control: 'inline-radio', options: alertVariants } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {
  play: async ({ canvas }) => {
    // An error interrupts: role "alert" with the server's message.
    await expect(canvas.getByRole('alert')).toHaveTextContent('These credentials do not match our records.');
  },
};

export const Variants: Story = {
  render: () => (
    <Stack gap="md">
      <Alert variant="danger" title="Could not send">
        The given data was invalid.
      </Alert>
      <Alert variant="success">Thank you! Your application is under review.</Alert>
      <Alert variant="warning">This item is locked and cannot be processed. Contact the Developer</Alert>
      <Alert variant="info">Drafts are kept for 30 days.</Alert>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    // The others are polite status messages.
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.map((status) => status.textContent)).toEqual([
      'Thank you! Your application is under review.',
      'This item is locked and cannot be processed. Contact the Developer',
      'Drafts are kept for 30 days.',
    ]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not sendThe given data was invalid.');
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn(), variant: 'info', children: 'Your session will end soon.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

function ShowsAfterSubmit() {
  const [error, setError] = useState<string>();
  return (
    <Stack gap="md" align="start">
      {error && <Alert variant="danger">{error}</Alert>}
      <Button onPress={() => setError('Too many login attempts.')}>Log in</Button>
    </Stack>
  );
}

export const AppearsOnError: Story = {
  render: () => <ShowsAfterSubmit />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many login attempts.');
  },
};
