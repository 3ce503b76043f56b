import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PillNav } from './PillNav.tsx';

const meta = {
  title: 'Blocks/PillNav',
  component: PillNav,
  args: {
    label: 'Sub-categories',
    items: [
      { id: 1, label: 'All', href: '/catalog/categories/1' },
      { id: 2, label: 'Dinosaurs', href: '/catalog/categories/1?sub=2', isCurrent: true },
      { id: 3, label: 'Lanterns', href: '/catalog/categories/1?sub=3' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PillNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named navigation of links; only the current one carries aria-current. */
export const CurrentMarked: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Sub-categories' });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Dinosaurs' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Lanterns' })).toHaveAttribute('href', '/catalog/categories/1?sub=3');
  },
};

/** More pills than one row holds wrap onto the next row instead of overflowing. */
export const Wraps: Story = {
  args: {
    items: ['All', 'Dinosaurs', 'Lanterns', 'Animatronics', 'Signage', 'Water park', 'Props'].map((label, id) => ({
      id,
      label,
      href: `/catalog/categories/1?sub=${id}`,
      isCurrent: id === 0,
    })),
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    const rows = new Set(items.map((item) => item.getBoundingClientRect().top));
    await expect(rows.size).toBeGreaterThan(1);
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
