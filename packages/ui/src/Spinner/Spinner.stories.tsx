import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner.tsx';

const meta = {
  title: 'Blocks/Spinner',
  component: Spinner,
  args: { label: 'Loading products' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only announced: the progress bar is named by the label, which is not shown. */
export const Announced: Story = {
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('progressbar', { name: 'Loading products' });
    await expect(progress).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText('Loading products')).toBeNull();
  },
};

/** The label is shown beside the spinner and still names the progress bar. */
export const WithLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading products')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading products' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading, ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of spinnerSizes) {
      await expect(canvas.getByRole('progressbar', { name: `Loading, ${size}` })).toBeInTheDocument();
    }
  },
};
