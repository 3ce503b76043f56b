import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Layout/Box.tsx';
import { Columns } from './Columns.tsx';

const meta = {
  title: 'Blocks/Columns',
  component: Columns,
  args: { widths: [1, 1], children: null },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

const Part = ({ name }: { name: string }) => (
  <Box padding="md" background="brandSoft" borderRadius="sm" role="group" aria-label={name}>
    {name}
  </Box>
);
const widthOf = (element: HTMLElement) => element.getBoundingClientRect().width;

/** Two columns sharing the row 5 : 6 (a product page's gallery and details), side by side on a wide screen. */
export const SharedWidths: Story = {
  render: () => (
    <div style={{ width: 1100 }}>
      <Columns widths={[5, 6]} gap="none" collapseBelow="desktop">
        <Part name="Gallery" />
        <Part name="Details" />
      </Columns>
    </div>
  ),
  play: async ({ canvas }) => {
    const gallery = canvas.getByRole('group', { name: 'Gallery' });
    const details = canvas.getByRole('group', { name: 'Details' });
    await expect(widthOf(gallery)).toBe(500);
    await expect(widthOf(details)).toBe(600);
    await expect(gallery.getBoundingClientRect().top).toBe(details.getBoundingClientRect().top);
  },
};

/** Fixed, content and fluid columns in one row (a list item: picture, text, quantity, actions). */
export const FixedContentAndFluid: Story = {
  render: () => (
    <div style={{ width: 1000 }}>
      <Columns widths={['100px', 1, '200px']} gap="none">
        <Part name="Picture" />
        <Part name="Text" />
        <Part name="Quantity" />
      </Columns>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(widthOf(canvas.getByRole('group', { name: 'Picture' }))).toBe(100);
    await expect(widthOf(canvas.getByRole('group', { name: 'Text' }))).toBe(700);
    await expect(widthOf(canvas.getByRole('group', { name: 'Quantity' }))).toBe(200);
  },
};
