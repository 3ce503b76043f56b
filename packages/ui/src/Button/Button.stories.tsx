import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Blocks/Button',
  component: Button,
  args: { children: 'Send enquiry', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send enquiry' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of buttonVariants) {
      await expect(canvas.getByRole('button', { name: variant })).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = buttonSizes.map((size) => canvas.getByRole('button', { name: `Size ${size}` }).offsetHeight);
    // Each size is taller than the one before it.
    await expect(heights[0]).toBeLessThan(heights[1] ?? 0);
    await expect(heights[1]).toBeLessThan(heights[2] ?? 0);
  },
};

export const KeyboardPress: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send enquiry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send enquiry' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Sending…' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Sending…/ });
    await expect(canvas.getByRole('progressbar', { name: 'Sending…' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The spinner's name while pending is replaceable (another language); English "Working" by default. */
export const PendingInAnotherLanguage: Story = {
  args: { isPending: true, workingLabel: 'Envoi en cours', children: 'Envoyer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Envoi en cours' })).toBeInTheDocument();
  },
};

/** Sends, shows pending, then goes away (as a dialog's button does when the dialog closes). */
function SendOnce() {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  if (state === 'sent') return <p>Enquiry sent</p>;
  return (
    <Button
      isPending={state === 'sending'}
      pendingLabel="Sending…"
      onPress={() => {
        setState('sending');
        setTimeout(() => setState('sent'), 50);
      }}
    >
      Send enquiry
    </Button>
  );
}

/**
 * A focused button that was pending and then unmounts leaves no announcement naming it (React Aria's announcer
 * would otherwise point at the missing button for 7 s: an unnamed image to screen readers and to axe).
 */
export const PendingButtonRemoved: Story = {
  render: () => <SendOnce />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
    await expect(await canvas.findByText('Enquiry sent')).toBeVisible();
    const missingReferences = () =>
      [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')]
        .flatMap((node) => (node.getAttribute('aria-labelledby') ?? '').split(' '))
        .filter((id) => !document.getElementById(id));
    await waitFor(() => expect(missingReferences()).toEqual([]));
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, variant: 'secondary' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Send enquiry' });
    await expect(button.offsetWidth).toBe(
      canvasElement.clientWidth - Number.parseFloat(getComputedStyle(canvasElement).paddingLeft) * 2,
    );
  },
};
