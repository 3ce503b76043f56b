import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DescriptionList } from './DescriptionList.tsx';

const account = [
  { term: 'Name', description: 'Dana Whitfield' },
  { term: 'Email', description: 'dana@lagoonparks.example' },
  { term: 'Company', description: 'Lagoon Parks Ltd' },
];
const measures = [
  { term: 'Dimensions', description: '120 × 80 × 200 cm' },
  { term: 'Net weight', description: '45 kg' },
  { term: 'Volume', description: '1.9 m³' },
];

const meta = {
  title: 'Blocks/DescriptionList',
  component: DescriptionList,
  args: { items: account, 'aria-label': 'Your account' },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Terms beside their values, one pair per row. */
export const Columns: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByText('Email');
    const value = canvas.getByText('dana@lagoonparks.example');
    await expect(email.tagName).toBe('DT');
    await expect(value.tagName).toBe('DD');
    // Same row, value to the right of its term.
    await expect(value.getBoundingClientRect().top).toBe(email.getBoundingClientRect().top);
    await expect(value.getBoundingClientRect().left).toBeGreaterThan(email.getBoundingClientRect().right);
  },
};

/** Each pair a small card; the cards share a row while they fit. */
export const Tiles: Story = {
  args: { items: measures, layout: 'tiles', 'aria-label': 'Measures' },
  play: async ({ canvas }) => {
    const weight = canvas.getByText('Net weight');
    const volume = canvas.getByText('Volume');
    await expect(canvas.getByText('45 kg').tagName).toBe('DD');
    // Value under its term, cards side by side.
    await expect(canvas.getByText('45 kg').getBoundingClientRect().top).toBeGreaterThan(
      weight.getBoundingClientRect().top,
    );
    await expect(volume.getBoundingClientRect().top).toBe(weight.getBoundingClientRect().top);
  },
};
