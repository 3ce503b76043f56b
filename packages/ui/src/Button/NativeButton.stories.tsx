import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';
import { NativeButton } from './NativeButton.tsx';

const meta = {
  title: 'Blocks/NativeButton',
  component: NativeButton,
  args: { children: 'Become a partner', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof NativeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click and Enter on the focused button each call `onClick` once; the button is not a form's submit button. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Become a partner' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Each size and variant draws the same box as Button's: the two can stand side by side. */
export const SameBoxAsButton: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 12, alignItems: 'start' }}>
      {buttonSizes.flatMap((size) =>
        buttonVariants.map((variant) => [
          <NativeButton key={`native-${size}-${variant}`} {...args} size={size} variant={variant}>
            {`Native ${variant} ${size}`}
          </NativeButton>,
          <Button key={`aria-${size}-${variant}`} size={size} variant={variant}>
            {`Aria ${variant} ${size}`}
          </Button>,
        ]),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of buttonSizes) {
      for (const variant of buttonVariants) {
        const native = canvas.getByRole('button', { name: `Native ${variant} ${size}` });
        const aria = canvas.getByRole('button', { name: `Aria ${variant} ${size}` });
        await expect(native.offsetHeight).toBe(aria.offsetHeight);
        await expect(getComputedStyle(native).backgroundColor).toBe(getComputedStyle(aria).backgroundColor);
      }
    }
  },
};

/** Tab reaches the button, which draws Button's focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Become a partner' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Dimmed, out of the tab order, and a click does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Become a partner' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
  },
};

/** While the action runs: a spinner and the pending text show, the button keeps its focus and a press sends nothing. */
export const Pending: Story = {
  args: { children: 'Log out', isPending: true, pendingLabel: 'Logging out' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Logging out/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Logging out' })).toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
