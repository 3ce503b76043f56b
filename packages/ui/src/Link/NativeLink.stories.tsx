import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { linkVariants } from './Link.tsx';
import { NativeLink } from './NativeLink.tsx';

const meta = {
  title: 'Blocks/NativeLink',
  component: NativeLink,
  args: { href: '#contact', children: 'Contact', variant: 'standalone', onNavigate: fn() },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof NativeLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain click hands the address to `onNavigate` instead of the browser; the page does not move. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Contact' });
    await expect(link).toHaveAttribute('href', '#contact');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith('#contact');
    await expect(window.location.hash).not.toBe('#contact');
  },
};

/** Tab reaches the link, which draws Link's focus ring; Enter follows it through `onNavigate`. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Contact' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith('#contact');
  },
};

/** In running text: underlined, as Link's `inline`. */
export const Inline: Story = {
  args: { variant: 'inline', children: 'our contact details' },
  render: (args) => (
    <p>
      Read <NativeLink {...args} /> before you write to us.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'our contact details' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

/** A link that opens elsewhere (`target`) is left to the browser: `onNavigate` is not called. */
export const OpensElsewhere: Story = {
  args: { href: '#elsewhere', target: '_blank', children: 'Opens in a new tab' },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Opens in a new tab' });
    await expect(link).toHaveAttribute('target', '_blank');
    // After the link's own handler has decided, the window cancels the click: no tab opens in the test browser.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};
