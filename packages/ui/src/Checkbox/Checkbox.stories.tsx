import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';

const meta = {
  title: 'Blocks/Checkbox',
  component: Checkbox,
  args: { children: 'Show only items in stock', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Show only items in stock' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Show only items in stock'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Show only items in stock' });
    await expect(box).toBeChecked();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    // Space toggles, as for a native checkbox.
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'All planets' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'All planets' });
    await expect(box).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Show only items in stock' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Show only items in stock'), { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    children: 'I accept the terms',
    isInvalid: true,
    errorMessage: 'Input must not be empty.',
    description: 'You can read the terms at any time.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms' });
    await expect(box).toBeInvalid();
    await expect(canvas.getByText('Input must not be empty.')).toBeVisible();
    await expect(box).toHaveAccessibleDescription(/You can read the terms at any time\./);
  },
};

const planets = ['Mercury', 'Venus', 'Earth', 'Mars'];

export const Group: Story = {
  render: () => {
    const onChange = fn();
    return (
      <CheckboxGroup label="Planets to show" defaultValue={['Earth']} onChange={onChange}>
        {planets.map((planet) => (
          <Checkbox key={planet} value={planet}>
            {planet}
          </Checkbox>
        ))}
      </CheckboxGroup>
    );
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Planets to show' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Earth' })).toBeChecked();
    await userEvent.click(canvas.getByText('Mars'));
    await expect(canvas.getByRole('checkbox', { name: 'Mars' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Venus' })).not.toBeChecked();
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup label="Planets to show" isInvalid errorMessage="Choose at least one planet">
      {planets.map((planet) => (
        <Checkbox key={planet} value={planet}>
          {planet}
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose at least one planet')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Planets to show' })).toHaveAttribute('data-invalid', 'true');
  },
};
