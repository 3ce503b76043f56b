import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NativeTextField } from './NativeTextField.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Blocks/NativeTextField',
  component: NativeTextField,
  args: { label: 'Company', placeholder: 'e.g. Funland Parks', onChange: fn() },
} satisfies Meta<typeof NativeTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible label names the input; each keystroke reports the whole text. */
export const Default: Story = {
  parameters: {
    screenshot: {
      noisyPixels: {
        count: 4,
        why: "the field's bottom-right rounded corner is anti-aliased one of two ways, 3 pixels apart, now and then",
      },
    },
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Company' });
    await expect(input).toHaveAttribute('placeholder', 'e.g. Funland Parks');
    await userEvent.type(input, 'Dino');
    await expect(input).toHaveValue('Dino');
    await expect(args.onChange).toHaveBeenLastCalledWith('Dino');
  },
};

/** A search field beside its button in a compact header: the label is read, not shown. */
export const HiddenLabel: Story = {
  args: {
    type: 'search',
    label: 'Search products',
    isLabelHidden: true,
    placeholder: 'Search products, e.g. dinosaur',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await expect(input).toBeVisible();
    // Clipped to a single pixel: read, not seen.
    await expect(canvas.getByText('Search products').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** The same box as TextField's: the two can stand side by side. */
export const SameBoxAsTextField: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <NativeTextField {...args} label="Native" />
      <TextField label="Aria" placeholder={args.placeholder} />
    </div>
  ),
  play: async ({ canvas }) => {
    const native = canvas.getByRole('textbox', { name: 'Native' });
    const aria = canvas.getByRole('textbox', { name: 'Aria' });
    await expect(native.offsetHeight).toBe(aria.offsetHeight);
    await expect(getComputedStyle(native).borderColor).toBe(getComputedStyle(aria).borderColor);
  },
};

/** Tab reaches the input, which draws TextField's focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Company' });
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Dimmed, out of the tab order and unchangeable. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Funland Parks' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Company' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Funland Parks');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};
