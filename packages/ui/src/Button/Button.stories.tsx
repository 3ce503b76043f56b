import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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

export const FullWidth: Story = {
  args: { fullWidth: true, variant: 'secondary' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Send enquiry' });
    await expect(button.offsetWidth).toBe(
      canvasElement.clientWidth - Number.parseFloat(getComputedStyle(canvasElement).paddingLeft) * 2,
    );
  },
};
