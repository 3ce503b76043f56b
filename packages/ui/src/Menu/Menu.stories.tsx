import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Menu, type MenuEntry, menuOpenModes } from './Menu.tsx';

const items: MenuEntry[] = [
  {
    id: 'inner',
    label: 'Inner planets',
    children: [
      { id: 'mercury', label: 'Mercury', href: '/planets/mercury' },
      { id: 'venus', label: 'Venus', href: '/planets/venus' },
      { id: 'earth', label: 'Earth', href: '/planets/earth' },
      { id: 'mars', label: 'Mars', href: '/planets/mars' },
    ],
  },
  {
    id: 'outer',
    label: 'Outer planets',
    children: [
      { id: 'jupiter', label: 'Jupiter' },
      { id: 'saturn', label: 'Saturn' },
      {
        id: 'ice-giants',
        label: 'Ice giants',
        children: [
          { id: 'uranus', label: 'Uranus' },
          { id: 'neptune', label: 'Neptune' },
        ],
      },
    ],
  },
  { id: 'dwarf', label: 'Dwarf planets', href: '/planets/dwarf' },
  { id: 'print', label: 'Print the list' },
];

const meta = {
  title: 'Blocks/Menu',
  component: Menu,
  args: { label: 'Planets', items, onAction: fn(), onOpenChange: fn() },
  argTypes: { openOn: { control: 'inline-radio', options: menuOpenModes } },
  // Room below the trigger for the menu and its submenus in the screenshot.
  decorators: [(Story) => <div style={{ minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = () => screen.getByRole('button', { name: 'Planets' });
const menuClosed = () => waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

export const Default: Story = {
  play: async ({ args }) => {
    await userEvent.click(trigger());
    const menu = await screen.findByRole('menu', { name: 'Planets' });
    await expect(menu).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: 'Dwarf planets' })).toHaveAttribute('href', '/planets/dwarf');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Print the list' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('print');
    await menuClosed();
  },
};

export const Submenus: Story = {
  play: async ({ args }) => {
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Outer planets' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Ice giants' }));
    const neptune = await screen.findByRole('menuitem', { name: 'Neptune' });
    await expect(screen.getAllByRole('menu')).toHaveLength(3);
    await userEvent.click(neptune);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('neptune');
    await menuClosed();
  },
};

export const LinkNavigates: Story = {
  play: async () => {
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Inner planets' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Earth' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Navigated to /planets/earth');
  },
};

export const SubmenuOpen: Story = {
  play: async () => {
    await userEvent.click(trigger());
    await userEvent.hover(await screen.findByRole('menuitem', { name: 'Inner planets' }));
    // Resting on an entry opens its submenu; links there keep their addresses.
    await expect(await screen.findByRole('menuitem', { name: 'Mars' })).toHaveAttribute('href', '/planets/mars');
    await expect(screen.getByRole('menuitem', { name: 'Inner planets' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Inner planets' })).toHaveFocus());
    // ArrowRight opens a submenu on its first entry, ArrowLeft goes back to the parent entry.
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Jupiter' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Outer planets' })).toHaveFocus());
    await expect(screen.queryByRole('menuitem', { name: 'Jupiter' })).not.toBeInTheDocument();
    // Enter on a submenu entry opens it too; Enter on an action runs it and closes every menu.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Jupiter' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('saturn');
    await menuClosed();
    await waitFor(() => expect(trigger()).toHaveFocus());
    // Escape closes without choosing; ArrowDown on the trigger opens the menu too.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await menuClosed();
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** ArrowUp opens the menu on its last entry; Escape closes it and gives focus back to the trigger. */
export const ArrowUpOpensOnLast: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Print the list' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await menuClosed();
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * A press opens the menu with the menu itself focused (no entry yet) and the trigger saying so; pressing the trigger
 * again closes it, once, without opening it again.
 */
export const PressAgainCloses: Story = {
  play: async ({ args }) => {
    await expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger());
    const menu = await screen.findByRole('menu', { name: 'Planets' });
    await waitFor(() => expect(menu).toHaveFocus());
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    await userEvent.click(trigger());
    await menuClosed();
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger()).not.toHaveAttribute('aria-controls');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A tap opens the menu on its click and a second tap closes it; a screen reader's click opens it on the first entry. */
export const TouchAndScreenReader: Story = {
  play: async ({ args }) => {
    await userEvent.pointer({ keys: '[TouchA]', target: trigger() });
    await waitFor(() => expect(screen.getByRole('menu', { name: 'Planets' })).toHaveFocus());
    await userEvent.pointer({ keys: '[TouchA]', target: trigger() });
    await menuClosed();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // A virtual click: no pointer before it, and a click count of 0. The first entry is the focused one (React Aria
    // keeps focus on the menu a moment longer after a screen reader's click).
    fireEvent.click(trigger(), { detail: 0 });
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Inner planets' })).toHaveAttribute('data-focused'),
    );
  },
};

/**
 * The close delay (500 ms by default, unit-tested with fake timers in closeDelay.test.ts) is shortened
 * here so the story does not wait for real time: leaving closes the menu, coming back in time keeps it.
 */
export const ClosesAfterPointerLeaves: Story = {
  args: { closeDelay: 100 },
  play: async ({ args }) => {
    await userEvent.click(trigger());
    const dwarf = await screen.findByRole('menuitem', { name: 'Dwarf planets' });
    await userEvent.hover(dwarf);
    await userEvent.unhover(dwarf);
    // Back inside before 100 ms: it stays open, also well after the delay.
    await userEvent.hover(dwarf);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(screen.getByRole('menu', { name: 'Planets' })).toBeVisible();
    await userEvent.unhover(dwarf);
    await expect(screen.getByRole('menu', { name: 'Planets' })).toBeVisible();
    await menuClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A hover menu opens when a mouse rests on the trigger; keyboard users open it with Enter, Space or ArrowDown. */
export const HoverMenu: Story = {
  args: { openOn: 'hover', closeDelay: 100 },
  play: async ({ args }) => {
    await userEvent.hover(trigger());
    await expect(await screen.findByRole('menu', { name: 'Planets' })).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // From the trigger into a submenu: still open.
    await userEvent.unhover(trigger());
    await userEvent.hover(screen.getByRole('menuitem', { name: 'Inner planets' }));
    await userEvent.hover(await screen.findByRole('menuitem', { name: 'Venus' }));
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(screen.getByRole('menuitem', { name: 'Venus' })).toBeVisible();
    // Out of everything: closed after the delay.
    await userEvent.unhover(screen.getByRole('menuitem', { name: 'Venus' }));
    await menuClosed();
    // Keyboard.
    trigger().focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Inner planets' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await menuClosed();
  },
};

/** Pressing the trigger of a hover menu that is already open keeps it open (it neither closes nor opens again). */
export const HoverMenuPressed: Story = {
  args: { openOn: 'hover' },
  play: async ({ args }) => {
    await userEvent.hover(trigger());
    await screen.findByRole('menu', { name: 'Planets' });
    await userEvent.click(trigger());
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(screen.getByRole('menu', { name: 'Planets' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** A small trigger (`triggerSize="sm"`), for rows of menus such as a site's category chips. */
export const SmallTrigger: Story = {
  args: { triggerSize: 'sm', triggerVariant: 'ghost' },
  play: async () => {
    // The small button's 32 px, not the default 40 px.
    await expect(trigger().getBoundingClientRect().height).toBe(32);
    await userEvent.click(trigger());
    await expect(await screen.findByRole('menu', { name: 'Planets' })).toBeVisible();
  },
};
