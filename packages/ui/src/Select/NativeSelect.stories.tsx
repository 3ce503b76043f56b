import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NativeSelect } from './NativeSelect.tsx';

const sizes = ['10', '25', '50', '75'].map((size) => ({ value: size, label: size }));

const meta = {
  title: 'Blocks/NativeSelect',
  component: NativeSelect,
  args: {
    label: 'Rows per page',
    options: [...sizes, { value: 'all', label: 'All' }],
    defaultValue: '10',
    onChange: fn(),
  },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible label names the select; choosing an option reports its value, shows its text and keeps focus. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Rows per page' });
    await expect(select).toHaveDisplayValue('10');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '25',
      '50',
      '75',
      'All',
    ]);
    await userEvent.selectOptions(select, 'All');
    await expect(args.onChange).toHaveBeenCalledWith('all');
    await expect(select).toHaveDisplayValue('All');
    await expect(select).toHaveFocus();
  },
};

/** Tab reaches the select, which draws Select's focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Dimmed, chevron included, and out of the tab order. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '50' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Rows per page' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('50');
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
  },
};
