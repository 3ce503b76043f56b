import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';
import { NativeCheckboxGroup } from './NativeCheckboxGroup.tsx';

const meta = {
  title: 'Blocks/NativeCheckboxGroup',
  component: NativeCheckboxGroup,
  args: {
    label: 'Placement',
    options: [
      { value: 'outdoor', label: 'Outdoor (14)' },
      { value: 'indoor', label: 'Indoor (34)' },
      { value: 'water', label: 'Water park (6)' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof NativeCheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legend names the group and each label its box; none is checked. */
export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Placement' });
    await expect(group).toBeVisible();
    await expect(
      canvas.getAllByRole('checkbox').map((box) => [box.getAttribute('value'), box.closest('label')?.textContent]),
    ).toEqual([
      ['outdoor', 'Outdoor (14)'],
      ['indoor', 'Indoor (34)'],
      ['water', 'Water park (6)'],
    ]);
    await expect(canvas.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toEqual([]);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Controlled, as the catalogue's filters: a click on a box or its label toggles it; the values come in the options'
 * order whatever the order of the clicks. (The ring on the clicked box is the test's synthetic click: after a real
 * one, Chrome shows none.)
 */
export const SomeChecked: Story = {
  args: { value: ['indoor'] },
  render: function Controlled({ value, onChange, ...args }) {
    const [values, setValues] = useState(value);
    return (
      <NativeCheckboxGroup
        {...args}
        value={values}
        onChange={(next) => {
          setValues(next);
          onChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const outdoor = canvas.getByRole('checkbox', { name: 'Outdoor (14)' });
    const indoor = canvas.getByRole('checkbox', { name: 'Indoor (34)' });
    await expect(indoor).toBeChecked();
    await userEvent.click(outdoor);
    await expect(args.onChange).toHaveBeenLastCalledWith(['outdoor', 'indoor']);
    await userEvent.click(canvas.getByText('Indoor (34)'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['outdoor']);
    await expect(outdoor).toBeChecked();
    await expect(indoor).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Water park (6)' })).not.toBeChecked();
  },
};

/** A controlled group whose owner keeps its value does not change: the box shows what `value` holds. */
export const ControlledUnchanged: Story = {
  args: { value: ['indoor'] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Outdoor (14)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['outdoor', 'indoor']);
    await expect(canvas.getByRole('checkbox', { name: 'Outdoor (14)' })).not.toBeChecked();
  },
};

/** Tab reaches each box in turn, drawn with Checkbox's focus ring; Space toggles the focused one. */
export const KeyboardFocus: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const outdoor = canvas.getByRole('checkbox', { name: 'Outdoor (14)' });
    await expect(outdoor).toHaveFocus();
    await expect(getComputedStyle(outdoor).outlineStyle).toBe('solid');
    await userEvent.tab();
    const indoor = canvas.getByRole('checkbox', { name: 'Indoor (34)' });
    await expect(indoor).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(indoor).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['indoor']);
  },
};

/** Every box dimmed, out of the tab order, and a click changes nothing. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['indoor'] },
  play: async ({ args, canvas }) => {
    const outdoor = canvas.getByRole('checkbox', { name: 'Outdoor (14)' });
    await expect(outdoor).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Indoor (34)' })).toBeChecked();
    await userEvent.click(canvas.getByText('Outdoor (14)'), { pointerEventsCheck: 0 });
    await expect(outdoor).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(outdoor).not.toHaveFocus();
  },
};

const planets = ['Mercury', 'Venus', 'Earth', 'Mars'];

/** Beside CheckboxGroup: the same rows at the same heights, the same boxes checked and unchecked. */
export const SameLookAsCheckboxGroup: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 48, alignItems: 'start' }}>
      <NativeCheckboxGroup
        label="Native"
        options={planets.map((planet) => ({ value: planet, label: planet }))}
        defaultValue={['Earth']}
      />
      <CheckboxGroup label="Aria" defaultValue={['Earth']}>
        {planets.map((planet) => (
          <Checkbox key={planet} value={planet}>
            {planet}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    const native = canvas.getByRole('group', { name: 'Native' });
    const aria = canvas.getByRole('group', { name: 'Aria' });
    await expect(native.offsetHeight).toBe(aria.offsetHeight);
    // Each row's drawn square: Native's input itself, Aria's span beside its hidden input.
    const rows = (group: HTMLElement, box: (label: HTMLLabelElement) => Element | null) =>
      Array.from(group.querySelectorAll('label'), (label) => {
        const square = box(label) as HTMLElement;
        const { top, left, height, width } = square.getBoundingClientRect();
        const origin = group.getBoundingClientRect();
        const { backgroundColor, borderColor } = getComputedStyle(square);
        return { top: top - origin.top, left: left - origin.left, height, width, backgroundColor, borderColor };
      });
    await expect(rows(native, (label) => label.querySelector('input'))).toEqual(
      rows(aria, (label) => label.querySelector('[aria-hidden="true"]')),
    );
  },
};
