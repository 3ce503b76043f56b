import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion.tsx';

const items: AccordionItem[] = [
  { id: 'mission', title: 'Our mission', content: 'Bring stories to life in parks around the world.' },
  { id: 'vision', title: 'Our vision', content: 'Every visitor leaves with a memory.' },
  { id: 'factory', title: 'Our factory', content: 'A 300,000 sq ft factory.' },
];

const meta = {
  title: 'Blocks/Accordion',
  component: Accordion,
  args: { items, onExpandedChange: fn() },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleExpanded: Story = {
  play: async ({ args, canvas }) => {
    const mission = canvas.getByRole('button', { name: 'Our mission' });
    const vision = canvas.getByRole('button', { name: 'Our vision' });
    await expect(mission).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Bring stories to life in parks around the world.')).not.toBeVisible();
    await userEvent.click(mission);
    await expect(mission).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Bring stories to life in parks around the world.')).toBeVisible();
    // Opening another closes the first.
    await userEvent.click(vision);
    await expect(mission).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Every visitor leaves with a memory.')).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['vision']);
  },
};

export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['mission'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bring stories to life in parks around the world.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Our factory' }));
    await expect(canvas.getByText('Bring stories to life in parks around the world.')).toBeVisible();
    await expect(canvas.getByText('A 300,000 sq ft factory.')).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Our mission' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Our mission' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Our vision' })).toHaveAttribute('aria-expanded', 'true');
    // Headings keep the page outline.
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const DisabledSection: Story = {
  args: { items: items.map((item) => (item.id === 'vision' ? { ...item, isDisabled: true } : item)) },
  play: async ({ canvas }) => {
    const vision = canvas.getByRole('button', { name: 'Our vision' });
    await expect(vision).toBeDisabled();
    await userEvent.click(vision, { pointerEventsCheck: 0 });
    await expect(vision).toHaveAttribute('aria-expanded', 'false');
  },
};
