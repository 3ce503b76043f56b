import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandTokens } from '../theme/brand.css.ts';
import { Box } from './Box.tsx';
import { Inline } from './Inline.tsx';
import { Stack } from './Stack.tsx';
import { Heading, Text } from './Typography.tsx';

const meta = {
  title: 'Blocks/Box',
  component: Box,
  args: { padding: 'lg', background: 'surfaceSunken', borderRadius: 'md' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ label }: { label: string }) => (
  <Box padding="md" background="brandSoft" borderRadius="sm">
    {label}
  </Box>
);

export const Padding: Story = {
  render: (args) => (
    <Box {...args} aria-label="Padded box" role="group">
      Content 16px from every edge
    </Box>
  ),
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByRole('group', { name: 'Padded box' }));
    await expect(style.paddingTop).toBe(brandTokens.space.lg);
    await expect(style.paddingLeft).toBe(brandTokens.space.lg);
  },
};

export const StackGap: Story = {
  render: () => (
    <Stack gap="lg">
      <Tile label="First" />
      <Tile label="Second" />
      <Tile label="Third" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText('First').getBoundingClientRect();
    const second = canvas.getByText('Second').getBoundingClientRect();
    // One below the other, 16px (space.lg) apart, both full width.
    await expect(second.top - first.bottom).toBe(16);
    await expect(second.width).toBe(first.width);
  },
};

export const StackAlignCenter: Story = {
  render: () => (
    <Stack gap="sm" align="center">
      <Tile label="Narrow" />
      <Tile label="A much wider tile" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const narrow = canvas.getByText('Narrow').getBoundingClientRect();
    const wide = canvas.getByText('A much wider tile').getBoundingClientRect();
    await expect(Math.round(narrow.left + narrow.width / 2)).toBe(Math.round(wide.left + wide.width / 2));
  },
};

export const InlineGapAndAlign: Story = {
  render: () => (
    <Inline gap="xl" align="between">
      <Tile label="Left" />
      <Tile label="Middle" />
      <Tile label="Right" />
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    const left = canvas.getByText('Left').getBoundingClientRect();
    const right = canvas.getByText('Right').getBoundingClientRect();
    await expect(left.top).toBe(right.top);
    // `between` pushes the last child to the far edge of the row.
    const row = canvasElement.firstElementChild?.getBoundingClientRect();
    await expect(Math.round(right.right)).toBe(Math.round(row?.right ?? 0));
  },
};

export const ResponsiveGap: Story = {
  render: () => (
    <Inline gap={{ mobile: 'xs', desktop: 'xxl' }}>
      <Tile label="One" />
      <Tile label="Two" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    // The test viewport is 1200px wide: the desktop value (space.xxl, 32px) applies.
    const one = canvas.getByText('One').getBoundingClientRect();
    const two = canvas.getByText('Two').getBoundingClientRect();
    await expect(two.left - one.right).toBe(32);
  },
};

export const CollapseBelow: Story = {
  render: () => (
    <Stack gap="lg">
      <Inline gap="md" collapseBelow="tablet">
        <Tile label="Row at 1200px" />
        <Tile label="Beside it" />
      </Inline>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const a = canvas.getByText('Row at 1200px').getBoundingClientRect();
    const b = canvas.getByText('Beside it').getBoundingClientRect();
    await expect(a.top).toBe(b.top);
  },
};

export const SemanticElements: Story = {
  render: () => (
    <Box as="nav" aria-label="Sections">
      <Inline as="ul" gap="lg">
        <Box as="li">Home</Box>
        <Box as="li">About</Box>
        <Box as="li">Become a partner</Box>
      </Inline>
    </Box>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Sections' });
    await expect(nav.tagName).toBe('NAV');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    // A list used for layout has no bullets or indent.
    const list = canvas.getByRole('list');
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};

export const Typography: Story = {
  render: () => (
    <Stack gap="sm">
      <Heading level={1}>Catalogue</Heading>
      <Heading level={2} size="md" tone="brand">
        A level-2 heading drawn small
      </Heading>
      <Text>Body text in the theme font.</Text>
      <Text size="sm" tone="muted">
        Muted helper text.
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const h1 = canvas.getByRole('heading', { level: 1, name: 'Catalogue' });
    const h2 = canvas.getByRole('heading', { level: 2 });
    await expect(getComputedStyle(h1).fontSize).toBe(brandTokens.fontSize.xxl);
    await expect(getComputedStyle(h2).fontSize).toBe(brandTokens.fontSize.lg);
  },
};
