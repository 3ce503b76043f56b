import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { linkVariants } from './Link.tsx';
import { RoutedLink } from './RoutedLink.tsx';

const meta = {
  title: 'Blocks/RoutedLink',
  component: RoutedLink,
  args: { href: '/catalog/products?q=arch', children: 'Arches', variant: 'standalone' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof RoutedLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain click goes through the app's router (React Aria's `RouterProvider`), as Link's does: no page load. */
export const ThroughTheAppRouter: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Arches' });
    await expect(link).toHaveAttribute('href', '/catalog/products?q=arch');
    await userEvent.click(link);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /catalog/products?q=arch');
  },
};

/** Tab reaches the link, which draws Link's focus ring; Enter follows it through the router. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Arches' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /catalog/products?q=arch');
  },
};

/** In running text: underlined, as Link's `inline`. */
export const Inline: Story = {
  args: { variant: 'inline', children: 'the arches' },
  render: (args) => (
    <p>
      See <RoutedLink {...args} /> of the light festival.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'the arches' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};
