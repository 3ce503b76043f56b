import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link, linkVariants } from './Link.tsx';

const meta = {
  title: 'Blocks/Link',
  component: Link,
  args: { href: '/privacy', children: 'Privacy statement' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Read our <Link {...args} /> before you send an enquiry.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Privacy statement' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'Privacy statement' })).textDecorationLine).toBe(
      'none',
    );
  },
};

export const Inverse: Story = {
  args: { variant: 'inverse' },
  render: (args) => (
    <div style={{ background: 'var(--factory-color-brand-strong)', padding: 16 }}>
      <Link {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy statement' })).toBeVisible();
  },
};

/** A link that starts a task on its own page looks like the primary button, and is still a link. */
export const ButtonLook: Story = {
  args: { variant: 'button', href: '/users/new', children: 'Create user' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Create user' });
    await expect(link).toHaveAttribute('href', '/users/new');
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await expect(getComputedStyle(link).minHeight).toBe('40px');
  },
};

/** Without an href the link is an action: Enter presses it, like a button. */
export const Action: Story = {
  args: { href: undefined, onPress: fn(), children: 'Show the disclaimer' },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Show the disclaimer' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy statement' })).toHaveAttribute('aria-disabled', 'true');
  },
};
