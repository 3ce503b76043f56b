import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../Link/Link.tsx';
import { Badge, badgePositions } from './Badge.tsx';

const meta = {
  title: 'Blocks/Badge',
  component: Badge,
  args: { count: 3, children: <Link href="/wishlist">Wishlist</Link> },
  argTypes: { position: { control: 'inline-radio', options: badgePositions } },
  // Room above the controls for the bubble, which sits half outside them.
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WishlistLink: Story = {
  play: async ({ canvas }) => {
    // The count is part of the link's accessible name; the bubble itself is not read twice.
    await expect(canvas.getByRole('link', { name: 'Wishlist 3 items' })).toHaveAttribute('href', '/wishlist');
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
};

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Where the bubble's middle is, measured from the top start corner of the button it decorates. */
const bubbleOffset = (canvas: Canvas, buttonName: string, bubbleText: string) => {
  const button = canvas.getByRole('button', { name: buttonName });
  const frame = button.getBoundingClientRect();
  const bubble = within(button.parentElement as HTMLElement)
    .getByText(bubbleText)
    .getBoundingClientRect();
  return {
    x: bubble.left + bubble.width / 2 - frame.left,
    y: bubble.top + bubble.height / 2 - frame.top,
    width: frame.width,
  };
};

export const Positions: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 48 }}>
      {badgePositions.map((position) => (
        <Badge key={position} {...args} count={5} position={position}>
          <Button variant="secondary">{position}</Button>
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const start = bubbleOffset(canvas, 'start 5 items', '5');
    const center = bubbleOffset(canvas, 'center 5 items', '5');
    const end = bubbleOffset(canvas, 'end 5 items', '5');
    // The bubble is centred on the top edge: at its start corner, its middle or its end corner.
    await expect(start.x).toBeCloseTo(0, 0);
    await expect(center.x).toBeCloseTo(center.width / 2, 0);
    await expect(end.x).toBeCloseTo(end.width, 0);
    for (const { y } of [start, center, end]) await expect(y).toBeCloseTo(0, 0);
  },
};

export const InGridAndColumn: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, width: 600 }}>
      <Badge {...args} count={4}>
        <Button variant="secondary">Cart</Button>
      </Badge>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <Badge {...args} count={7}>
          <Button variant="secondary">Messages</Button>
        </Badge>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    // A grid cell and a flex column stretch their children: the bubble must still sit on its button's end corner.
    for (const [name, count] of [
      ['Cart 4 items', '4'],
      ['Messages 7 items', '7'],
    ] as const) {
      const { x, y, width } = bubbleOffset(canvas, name, count);
      await expect(x).toBeCloseTo(width, 0);
      await expect(y).toBeCloseTo(0, 0);
    }
  },
};

export const OverMaximum: Story = {
  args: { count: 150 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    // Assistive technology hears the real number, not the capped one.
    await expect(canvas.getByRole('link', { name: 'Wishlist 150 items' })).toBeVisible();
  },
};

export const CustomLabel: Story = {
  args: {
    count: 1,
    max: 9,
    label: (count) => `(${count} ${count === 1 ? 'notification' : 'notifications'})`,
    children: (
      <Button variant="ghost" aria-label="Notifications">
        <Icon name="bell" size="lg" />
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications (1 notification)' })).toBeVisible();
  },
};

export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Wishlist' })).toBeVisible();
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
  },
};

export const ZeroShown: Story = {
  args: { count: 0, showZero: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wishlist 0 items' })).toBeVisible();
  },
};

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Badge count={count}>
        <Link href="/wishlist">Wishlist</Link>
      </Badge>
      <Button onPress={() => setCount((value) => value + 1)}>Add to wishlist</Button>
    </div>
  );
}

export const CountChanges: Story = {
  render: () => <Counter />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Wishlist' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to wishlist' }));
    await expect(canvas.getByRole('link', { name: 'Wishlist 1 item' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to wishlist' }));
    await expect(canvas.getByRole('link', { name: 'Wishlist 2 items' })).toBeVisible();
    await expect(canvas.getByText('2')).toBeVisible();
  },
};
