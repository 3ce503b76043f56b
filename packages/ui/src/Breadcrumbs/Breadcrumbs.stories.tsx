import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Blocks/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'catalog', label: 'Catalog', href: '/catalog' },
      { id: 'lighting', label: 'Lighting', href: '/catalog/categories/4' },
      { id: 'lantern', label: 'Giant lantern' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Catalog/', 'Lighting/', 'Giant lantern']);
    await expect(within(nav).getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/catalog');
    // The current page is marked and is not a link to itself.
    const current = within(nav).getByText('Giant lantern');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('href');
  },
};

function WithRouter() {
  const [path, setPath] = useState('/catalog/product/7');
  return (
    <RouterProvider navigate={setPath}>
      <Breadcrumbs
        items={[
          { id: 'catalog', label: 'Catalog', href: '/catalog' },
          { id: 'lighting', label: 'Lighting', href: '/catalog/categories/4' },
          { id: 'lantern', label: 'Giant lantern' },
        ]}
      />
      <p>Path: {path}</p>
    </RouterProvider>
  );
}

export const Navigates: Story = {
  render: () => <WithRouter />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Catalog' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Path: /catalog/categories/4')).toBeVisible();
  },
};
