import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Layout/Inline.tsx';
import { Stack } from '../Layout/Stack.tsx';
import { Skeleton, SkeletonGroup } from './Skeleton.tsx';

const meta = {
  title: 'Blocks/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  render: (args) => (
    <SkeletonGroup label="Loading description">
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading description' })).toBeInTheDocument();
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    // Three lines, the last one shorter.
    const lines = [...(busy?.querySelectorAll('[aria-hidden="true"] > span') ?? [])];
    await expect(lines).toHaveLength(3);
    await expect(lines[2]?.getBoundingClientRect().width).toBeLessThan(lines[0]?.getBoundingClientRect().width ?? 0);
  },
};

export const Shapes: Story = {
  render: () => (
    <SkeletonGroup label="Loading product">
      <Skeleton shape="block" height={200} />
      <Inline gap="md" wrap={false}>
        <Skeleton shape="circle" height={48} />
        <Skeleton lines={2} />
      </Inline>
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading product' })).toBeInTheDocument();
    const [block, circle] = [
      ...canvasElement.querySelectorAll<HTMLElement>('span[aria-hidden="true"][style*="height"]'),
    ];
    await expect(block?.getBoundingClientRect().height).toBe(200);
    await expect(circle?.getBoundingClientRect().width).toBe(48);
    await expect(getComputedStyle(circle as HTMLElement).borderRadius).toBe('50%');
  },
};

export const CardGrid: Story = {
  render: () => (
    <SkeletonGroup label="Loading products">
      <Inline gap="lg" wrap={false}>
        {['a', 'b', 'c'].map((key) => (
          <Stack key={key} gap="sm">
            <Skeleton shape="block" height={120} width={140} />
            <Skeleton lines={2} width={140} />
          </Stack>
        ))}
      </Inline>
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    // One announcement for the whole region, no noise from the shapes.
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
  },
};
