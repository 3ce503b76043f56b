import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { type TabItem, Tabs } from './Tabs.tsx';

// The verify-product screen's five tabs.
const items: TabItem[] = [
  { id: 'information', label: 'Information', content: 'Title, description, dimensions and weights.' },
  { id: 'category', label: 'Category', content: 'Pick at least one category.' },
  { id: 'images', label: 'Images', content: 'Upload the product pictures.' },
  { id: 'restrictions-and-excemptions', label: 'Restrictions and exemptions', content: 'Where it may not ship.' },
  { id: 'related-and-recommended', label: 'Related and recommended', content: 'Products shown beside it.' },
];

const meta = {
  title: 'Blocks/Tabs',
  component: Tabs,
  args: { items, label: 'Product data', onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Product data' });
    await expect(list).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(canvas.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Title, description, dimensions and weights.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Images' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Images' })).toHaveTextContent('Upload the product pictures.');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('images');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Information' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Category' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Related and recommended' })).toHaveFocus();
    // Wraps around from the last tab to the first.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Products shown beside it.');
  },
};

export const DisabledTab: Story = {
  args: { items: items.map((item) => (item.id === 'category' ? { ...item, isDisabled: true } : item)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Category' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Information' }));
    await userEvent.keyboard('{ArrowRight}');
    // Arrow keys skip the disabled tab.
    await expect(canvas.getByRole('tab', { name: 'Images' })).toHaveFocus();
  },
};

function RoutedTabs() {
  // Stands in for the app's router: React Aria's RouterProvider hands link presses to `navigate`, and the
  // selected tab follows the "URL".
  const [path, setPath] = useState('/profile/info');
  return (
    <RouterProvider navigate={setPath}>
      <Tabs
        label="Profile"
        selectedKey={path.split('/').pop()}
        items={[
          { id: 'info', label: 'Info', href: '/profile/info', content: 'Your details' },
          {
            id: 'notifications',
            label: 'Notifications',
            href: '/profile/notifications',
            content: 'Your notifications',
          },
          { id: 'documents', label: 'Documents', href: '/profile/documents', content: 'Your documents' },
        ]}
      />
      <p>Path: {path}</p>
    </RouterProvider>
  );
}

export const RoutedLinks: StoryObj = {
  render: () => <RoutedTabs />,
  play: async ({ canvas }) => {
    const documents = canvas.getByRole('tab', { name: 'Documents' });
    await expect(documents.tagName).toBe('A');
    await expect(documents).toHaveAttribute('href', '/profile/documents');
    await userEvent.click(canvas.getByRole('tab', { name: 'Notifications' }));
    await expect(canvas.getByText('Path: /profile/notifications')).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your notifications');
  },
};
