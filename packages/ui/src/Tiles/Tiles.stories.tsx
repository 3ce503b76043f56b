import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Layout/Box.tsx';
import { Tiles } from './Tiles.tsx';

const meta = {
  title: 'Blocks/Tiles',
  component: Tiles,
  args: { children: null },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = ['Dinosaurs', 'Lanterns', 'Animatronics', 'Signage', 'Props', 'Water park'];
const Tile = ({ name }: { name: string }) => (
  <Box as="li" padding="md" background="brandSoft" borderRadius="sm">
    {name}
  </Box>
);
/** The distinct left edges of the tiles: how many columns the grid shows. */
const columnCount = (items: HTMLElement[]) => new Set(items.map((item) => item.getBoundingClientRect().left)).size;

/** Fixed columns: four on a desktop-wide canvas (the preview is 1200px wide). */
export const FourColumns: Story = {
  render: () => (
    <Tiles as="ul" aria-label="Product families" columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="md">
      {names.map((name) => (
        <Tile key={name} name={name} />
      ))}
    </Tiles>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(canvas.getByRole('list', { name: 'Product families' })).toBeVisible();
    await expect(columnCount(items)).toBe(4);
    // Six tiles in four columns: the fifth starts the second row under the first.
    await expect(items[4]?.getBoundingClientRect().left).toBe(items[0]?.getBoundingClientRect().left);
  },
};

/** As many tiles as fit: 400px tiles in a 1000px box make two columns. */
export const AsManyAsFit: Story = {
  render: () => (
    <div style={{ width: 1000 }}>
      <Tiles as="ul" aria-label="Product families" minItemWidth={400} gap="md">
        {names.map((name) => (
          <Tile key={name} name={name} />
        ))}
      </Tiles>
    </div>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(columnCount(items)).toBe(2);
    await expect(items[0]?.getBoundingClientRect().width).toBeGreaterThanOrEqual(400);
  },
};

/** A list keeps its semantics but loses bullets and indent. */
export const ListWithoutBullets: Story = {
  render: () => (
    <Tiles as="ul" aria-label="Product families" columns={2}>
      <Tile name="Dinosaurs" />
      <Tile name="Lanterns" />
    </Tiles>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Product families' });
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
