import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { ChipInput, type ChipItem } from './ChipInput.tsx';

const options: ChipItem[] = [
  { id: 1, value: 'Lanterns', icon: <Icon name="lightbulb" size="sm" /> },
  { id: 2, value: 'Dragons' },
  { id: 3, value: 'String lights', icon: <Icon name="sparkles" size="sm" /> },
  { id: 4, value: 'Dinosaurs' },
  { id: 5, value: 'Pumpkins' },
];
const [lanterns, dragons, stringLights] = options as [ChipItem, ChipItem, ChipItem];

const meta = {
  title: 'Blocks/ChipInput',
  component: ChipInput,
  args: { label: 'Categories', options, placeholder: 'Type to search', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 480, minHeight: 380 }}>{Story()}</div>],
} satisfies Meta<typeof ChipInput>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The chips as assistive technology sees them; `hidden` also counts them while the open list hides the page. */
const chips = (canvas: Canvas, hidden = false) =>
  canvas.queryAllByRole('row', { hidden }).map((row) => row.textContent);
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent);

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Categories' });
    await expect(input).toHaveAttribute('placeholder', 'Type to search');
    await expect(chips(canvas)).toEqual([]);
  },
};

export const KeyboardAdd: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Categories' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(optionNames()).toEqual(['Lanterns', 'Dragons', 'String lights', 'Dinosaurs', 'Pumpkins']);
    await expect(screen.getByRole('option', { name: 'Lanterns' })).toHaveAttribute('data-focused');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    await expect(screen.getByRole('option', { name: 'Dragons' })).toHaveAttribute('data-focused');
    await userEvent.keyboard('{Enter}');
    await expect(chips(canvas)).toEqual(['Dragons']);
    await expect(args.onChange).toHaveBeenLastCalledWith([dragons]);
    // The chosen item leaves the options: no duplicates.
    await userEvent.keyboard('{ArrowDown}');
    await expect(optionNames()).toEqual(['Lanterns', 'String lights', 'Dinosaurs', 'Pumpkins']);
    await userEvent.keyboard('{Enter}');
    await expect(chips(canvas)).toEqual(['Dragons', 'Lanterns']);
    await expect(input).toHaveValue('');
  },
};

export const TypeToFilter: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Categories' });
    await userEvent.type(input, 'LIGHT');
    await expect(optionNames()).toEqual(['String lights']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(chips(canvas)).toEqual(['String lights']);
    await expect(input).toHaveValue('');
  },
};

export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Categories' }), 'xyz');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toHaveTextContent(/^No Data Available$/);
    for (const option of options) {
      await expect(within(listbox).queryByRole('option', { name: option.value })).not.toBeInTheDocument();
    }
  },
};

export const AllChosen: Story = {
  args: { defaultValue: options },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Show options/ }));
    await expect(await screen.findByRole('listbox')).toHaveTextContent(/^No Data Available$/);
    // Escape closes the list, and the chips are back in the accessibility tree.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(chips(canvas)).toEqual(options.map((option) => option.value));
  },
};

export const EscapeAfterTyping: Story = {
  args: { defaultValue: [lanterns] },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Categories' });
    await userEvent.type(input, 'Dr');
    await expect(optionNames()).toEqual(['Dragons']);
    // One Escape closes the list opened by typing and drops the typed text, and the page is back in the
    // accessibility tree (the chips are found without `hidden`) with focus still in the field.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(chips(canvas)).toEqual(['Lanterns']);
    await expect(input).toHaveFocus();
  },
};

/** A click in the field opens the list, as on a select (not only the chevron or typing). */
export const OpensOnClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Categories' }));
    await expect(optionNames()).toEqual(['Lanterns', 'Dragons', 'String lights', 'Dinosaurs', 'Pumpkins']);
    await userEvent.click(screen.getByRole('option', { name: 'Dinosaurs' }));
    await expect(chips(canvas)).toEqual(['Dinosaurs']);
    await expect(args.onChange).toHaveBeenLastCalledWith([options[3]]);
  },
};

export const PointerAddAndRemove: Story = {
  args: { defaultValue: [lanterns] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Show options/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pumpkins' }));
    await expect(chips(canvas)).toEqual(['Lanterns', 'Pumpkins']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Lanterns' }));
    await expect(chips(canvas)).toEqual(['Pumpkins']);
    await expect(args.onChange).toHaveBeenLastCalledWith([options[4]]);
  },
};

export const KeyboardRemove: Story = {
  args: { defaultValue: [lanterns, dragons, stringLights] },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Categories' });
    // A keyboard user arrives in the field (a click would open the list).
    input.focus();
    // Backspace in the empty input removes the last chip.
    await userEvent.keyboard('{Backspace}');
    await expect(chips(canvas)).toEqual(['Lanterns', 'Dragons']);
    // Backspace while typing only deletes text.
    await userEvent.keyboard('dr{Backspace}');
    await expect(chips(canvas, true)).toEqual(['Lanterns', 'Dragons']);
    await expect(input).toHaveValue('d');
    await userEvent.keyboard('{Backspace}');
    // Shift+Tab goes back into the last chip (its remove button); Delete removes the chip focus is in.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Remove Dragons' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(chips(canvas)).toEqual(['Lanterns']);
    await expect(canvas.getByRole('row', { name: 'Lanterns' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(chips(canvas)).toEqual([]);
    // With no chip left, focus goes back to the text input.
    await expect(input).toHaveFocus();
  },
};

function Controlled() {
  const [value, setValue] = useState<ChipItem[]>([stringLights]);
  return (
    <>
      <ChipInput label="Categories" options={options} value={value} onChange={setValue} />
      <output>{`Chosen: ${value.map((item) => item.value).join(', ')}`}</output>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chosen: String lights')).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Categories' }), 'dino{ArrowDown}{Enter}');
    await expect(canvas.getByText('Chosen: String lights, Dinosaurs')).toBeVisible();
    await expect(chips(canvas)).toEqual(['String lights', 'Dinosaurs']);
  },
};

export const ControlledByParent: Story = {
  args: { value: [dragons] },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Categories' }), 'pum{ArrowDown}{Enter}');
    // The parent owns the value: it is asked to change it, and until it does the chips stay.
    await expect(args.onChange).toHaveBeenLastCalledWith([dragons, options[4]]);
    await expect(chips(canvas)).toEqual(['Dragons']);
  },
};

export const Disabled: Story = {
  args: { defaultValue: [lanterns], isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Categories' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  },
};
