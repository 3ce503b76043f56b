import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Select } from './Select.tsx';

const planets = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'].map((name) => ({
  id: name.toLowerCase(),
  label: name,
}));

const meta = {
  title: 'Blocks/Select',
  component: Select,
  args: { label: 'Planet', items: planets, onChange: fn() },
  argTypes: { displayLength: { control: { type: 'number', min: 1 } } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the select by pointer and returns its listbox. */
async function open(name = 'Planet') {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(name) }));
  return screen.findByRole('listbox');
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const listbox = await open();
    // Three options of 50 px show at once (3 × 50 = 150 px); the other five are reached by scrolling.
    await expect(listbox.getBoundingClientRect().height).toBe(150);
    await expect(listbox.scrollHeight).toBe(planets.length * 50);
    for (const option of screen.getAllByRole('option')) {
      await expect(option.getBoundingClientRect().height).toBe(50);
    }
    await userEvent.click(screen.getByRole('option', { name: 'Venus' }));
    await expect(args.onChange).toHaveBeenCalledWith('venus');
    await expect(canvas.getByRole('button', { name: /Venus/ })).toBeVisible();
  },
};

export const CustomDisplayLength: Story = {
  args: { displayLength: 5 },
  play: async () => {
    const listbox = await open();
    await expect(listbox.getBoundingClientRect().height).toBe(250);
  },
};

/** Fewer options than `displayLength`: the list is only as tall as its options. */
export const ShortList: Story = {
  args: { items: planets.slice(0, 2) },
  play: async () => {
    const listbox = await open();
    await expect(listbox.getBoundingClientRect().height).toBe(100);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Planet/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    // APG listbox: ArrowDown opens with the first option focused; arrows move; Enter selects and closes.
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Mercury' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const mars = screen.getByRole('option', { name: 'Mars' });
    await expect(mars).toHaveFocus();
    // The focused option is scrolled into the 150 px window.
    await expect(listbox.scrollTop).toBeGreaterThan(0);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('mars');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Type-ahead on the closed trigger selects the matching option; Escape closes an open list untouched.
    await userEvent.keyboard('j');
    await expect(args.onChange).toHaveBeenLastCalledWith('jupiter');
    await userEvent.keyboard('{ArrowUp}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Jupiter/ })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'The list of planets you see first.', defaultValue: 'earth' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Earth/ })).toHaveAccessibleDescription(
      'The list of planets you see first.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Input must not be empty.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Input must not be empty.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Planet/ })).toHaveAccessibleDescription(
      'Input must not be empty.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'mars' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Mars/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const DisabledOption: Story = {
  args: { items: planets.map((planet) => ({ ...planet, isDisabled: planet.id === 'venus' })) },
  play: async ({ args }) => {
    await open();
    const venus = screen.getByRole('option', { name: 'Venus' });
    await expect(venus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(venus, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
