import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../Layout/index.ts';
import { ReorderableList } from './ReorderableList.tsx';

interface Planet {
  id: number;
  name: string;
  moons: number;
}

const planets: Planet[] = [
  { id: 1, name: 'Mercury', moons: 0 },
  { id: 2, name: 'Venus', moons: 0 },
  { id: 3, name: 'Earth', moons: 1 },
  { id: 4, name: 'Mars', moons: 2 },
  { id: 5, name: 'Jupiter', moons: 95 },
];

type Props = ComponentProps<typeof ReorderableList<Planet>>;

/** The list as a consumer uses it: it shows the order it is given and takes every new one at once. */
function Ordered(props: Props) {
  const [items, setItems] = useState(props.items);
  return (
    <ReorderableList
      {...props}
      items={items}
      onReorder={(next, moved) => {
        props.onReorder?.(next, moved);
        setItems(next.flatMap((id) => items.filter((item) => item.id === id)));
      }}
    />
  );
}

const meta = {
  title: 'Blocks/ReorderableList',
  component: ReorderableList<Planet>,
  args: {
    'aria-label': 'Order of the planets',
    items: planets,
    textValue: (planet) => planet.name,
    renderItem: (planet) => (
      <>
        <Text as="div" weight="medium">
          {planet.name}
        </Text>
        <Text as="div" tone="muted" size="sm">
          {planet.moons === 1 ? '1 moon' : `${planet.moons} moons`}
        </Text>
      </>
    ),
    onReorder: fn(),
  },
  render: (args) => <Ordered {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Goes to a row's button as a keyboard user does: into the list (its first row), down the rows with the arrow keys,
 * then right along the row's controls until the button has focus.
 */
async function arrowTo(canvas: ReturnType<typeof within>, name: string) {
  const rows = canvas.getAllByRole('row');
  const index = rows.findIndex((row: HTMLElement) => within(row).queryByRole('button', { name }));
  const button = canvas.getByRole('button', { name });
  (rows[0] as HTMLElement).focus();
  await userEvent.keyboard('{ArrowDown}'.repeat(index));
  for (let press = 0; press < 4 && document.activeElement !== button; press++) await userEvent.keyboard('{ArrowRight}');
  await expect(button).toHaveFocus();
  return button;
}

/** The names the rows show, top to bottom. */
const rowNames = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByRole('row')
    .map((row: HTMLElement) => within(row).getByText(/^(Mercury|Venus|Earth|Mars|Jupiter)$/).textContent);

/** Each row has a drag handle and Move up / Move down; the first can't go up, the last can't go down. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('grid', { name: 'Order of the planets' }));
    await expect(list.getAllByRole('row')).toHaveLength(5);
    await expect(list.getByRole('button', { name: 'Drag Mercury' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Move up: Mercury' })).toBeDisabled();
    await expect(list.getByRole('button', { name: 'Move down: Mercury' })).toBeEnabled();
    await expect(list.getByRole('button', { name: 'Move up: Jupiter' })).toBeEnabled();
    await expect(list.getByRole('button', { name: 'Move down: Jupiter' })).toBeDisabled();
    await expect(list.getByRole('button', { name: 'Move down: Venus' })).toHaveTextContent('Move down');
  },
};

/** Not reorderable: the rows in order, without handles or Move buttons. */
export const ReadOnly: Story = {
  args: { isReorderable: false },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('grid', { name: 'Order of the planets' }));
    await expect(list.getAllByRole('row')).toHaveLength(5);
    await expect(list.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [], renderEmptyState: () => <Text tone="muted">No planets to put in order.</Text> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No planets to put in order.')).toBeVisible();
  },
};

/** A dashed divider after the first three rows (e.g. the ones shown as navigation); it stays after the third. */
export const WithSeparator: Story = {
  args: { separatorAfter: 3 },
  play: async ({ canvas, args }) => {
    await arrowTo(canvas, 'Move down: Earth');
    await userEvent.keyboard('{Enter}');
    await expect(args.onReorder).toHaveBeenCalledWith([1, 2, 4, 3, 5], planets[2]);
    await expect(rowNames(canvas)).toEqual(['Mercury', 'Venus', 'Mars', 'Earth', 'Jupiter']);
  },
};

/** Moves refused for now (a save runs): no dragging, Move buttons marked disabled but still focusable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const down = await arrowTo(canvas, 'Move down: Venus');
    await expect(down).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(down).toHaveFocus();
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(rowNames(canvas)).toEqual(['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter']);
  },
};

/**
 * Move down by keyboard: the row goes one place down and its Move down button keeps the focus, so Enter moves the
 * same row on; once it is last (its Move down disabled) its Move up takes the focus.
 */
export const MoveDownKeepsFocus: Story = {
  play: async ({ canvas, args }) => {
    await arrowTo(canvas, 'Move down: Venus');
    await userEvent.keyboard('{Enter}');
    await expect(rowNames(canvas)).toEqual(['Mercury', 'Earth', 'Venus', 'Mars', 'Jupiter']);
    await expect(args.onReorder).toHaveBeenCalledWith([1, 3, 2, 4, 5], planets[1]);
    await expect(canvas.getByRole('button', { name: 'Move down: Venus' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(rowNames(canvas)).toEqual(['Mercury', 'Earth', 'Mars', 'Venus', 'Jupiter']);
    await expect(canvas.getByRole('button', { name: 'Move down: Venus' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(rowNames(canvas)).toEqual(['Mercury', 'Earth', 'Mars', 'Jupiter', 'Venus']);
    await expect(canvas.getByRole('button', { name: 'Move down: Venus' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move up: Venus' })).toHaveFocus();
    await expect(args.onReorder).toHaveBeenCalledTimes(3);
  },
};

/** Move up onto the first place: that row's Move up is now disabled, so its Move down takes the focus. */
export const MoveUpAtEndFocusesOther: Story = {
  play: async ({ canvas, args }) => {
    await arrowTo(canvas, 'Move up: Venus');
    await userEvent.keyboard('{Enter}');
    await expect(rowNames(canvas)).toEqual(['Venus', 'Mercury', 'Earth', 'Mars', 'Jupiter']);
    await expect(args.onReorder).toHaveBeenCalledWith([2, 1, 3, 4, 5], planets[1]);
    await expect(canvas.getByRole('button', { name: 'Move up: Venus' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move down: Venus' })).toHaveFocus();
  },
};

/** Keyboard drag and drop: Enter on a handle, the arrow keys to the place, Enter to drop. */
export const KeyboardDrag: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Drag Mercury' }).focus();
    await userEvent.keyboard('{Enter}');
    // The drag starts at the drop position just after Mercury; two places further down is between Earth and Mars.
    // React Aria moves focus to the drop position after the drag has started (a later tick): wait for it, as the
    // person waits to hear it announced.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Insert between Mercury and Venus' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Insert between Earth and Mars' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    await expect(args.onReorder).toHaveBeenCalledWith([2, 3, 1, 4, 5], planets[0]);
    await expect(rowNames(canvas)).toEqual(['Venus', 'Earth', 'Mercury', 'Mars', 'Jupiter']);
  },
};
